/** `npm start`: dist/ as the CDN serves it, and the form endpoints. Usage: npm run serve -- [--port 4173] */
import { mailServiceFromSettings } from './mail-transport';
import { nodeApiRoutes } from './node-ports';
import { serverSettingsFromEnvironment } from './server-settings';
import { createSiteServer } from './site-server';
import { createStaticSite } from './static-files';

const settings = serverSettingsFromEnvironment();
const mail = mailServiceFromSettings(settings.mail, settings.uploadDir);
const site = createStaticSite(settings.distDir);
if (settings.newsletter.secretIsGenerated) {
  console.warn(
    'NEWSLETTER_SECRET is not set: the newsletter links of this process stop working when it stops (set it in production).',
  );
}
const server = createSiteServer(
  site,
  nodeApiRoutes(mail, settings, site),
  settings,
  `http://localhost:${settings.port}`,
);

// A bug must not take the site down with every upload in flight: log it and keep serving.
process.on('uncaughtException', (error) => {
  console.error('Uncaught exception (the server keeps running)', error);
});
process.on('unhandledRejection', (reason) => {
  console.error('Unhandled rejection (the server keeps running)', reason);
});

server.listen(settings.port, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  console.log(`Serving dist/ on http://localhost:${port}`);
  void mail.start();
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    mail.stop();
    server.close();
    server.closeAllConnections();
  });
}

import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadLanguage } from './i18n/instances';
import { languageFromPath } from './i18n/languages';
import { CurrentPath } from './routes/current-path';
import { documentLanguage } from './routes/route-data';
import { loadPageElement } from './routes/router';
import './styles.css';

/**
 * The browser's entry: makes the prerendered page interactive. Every page arrives rendered with
 * its route data (routes/route-data.tsx), and every navigation is a full page load, so the page
 * is looked up once, its code and content loaded, and then hydrated over the server's HTML.
 * Hydrating as a transition lets React yield to the browser every few milliseconds instead of
 * holding the main thread for the whole page: the page stays responsive to a visitor's first
 * tap or scroll while it becomes interactive (and events that arrive meanwhile are replayed).
 */
async function hydrate(container: HTMLElement): Promise<void> {
  const { pathname } = window.location;
  // The document's own language: a page answered at an endpoint's address is in its subscriber's.
  await loadLanguage(documentLanguage() ?? languageFromPath(pathname));
  const page = await loadPageElement(pathname);
  startTransition(() => {
    hydrateRoot(container, <CurrentPath value={pathname}>{page}</CurrentPath>);
  });
}

const container = document.getElementById('root');
if (container) void hydrate(container);

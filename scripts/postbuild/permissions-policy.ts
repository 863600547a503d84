import { siteConfig } from '../../src/config';
import { videoOrigins, type PolicySources } from './content-security-policy';

/**
 * Powerful features the site never uses, denied to the pages and to every frame they embed.
 * Only names Chromium recognises: an unknown one makes it log an error on every page.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** What the team page's player needs (its iframe asks for these), for this origin and the video host. */
export const VIDEO_FEATURES = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'] as const;

/** The `Permissions-Policy` header: the video features for the video host, nothing else for anyone. */
export function permissionsPolicy(config: Pick<PolicySources, 'videoHostOrigin'> = siteConfig): string {
  const allowed = ['self', ...videoOrigins(config).map((origin) => `"${origin}"`)].join(' ');
  return [
    ...VIDEO_FEATURES.map((feature) => `${feature}=(${allowed})`),
    ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ].join(', ');
}

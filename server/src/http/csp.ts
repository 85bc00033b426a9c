import type { Config } from '../config/config.js';

/**
 * The Content-Security-Policy directives of every page (helmet, `security-headers.ts`; API answers have
 * their own). Pages meant for other sites' iframes (the price widget, `modules/embed/`) take the same with
 * `frame-ancestors` opened.
 */
export function contentSecurityDirectives(config: Pick<Config, 'publicHttps'>) {
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    connectSrc: ["'self'"],
    // Only when served over HTTPS: on http://<LAN address> the browser would upgrade every asset
    // request to https, which nothing answers, and the page would stay blank. null drops helmet's default.
    upgradeInsecureRequests: config.publicHttps ? [] : null,
  };
}

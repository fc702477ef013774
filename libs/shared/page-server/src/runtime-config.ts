/**
 * The runtime configuration each front end reads from `window.__RONA_CONFIG__`. Built HTML keeps
 * the placeholder below; whoever serves index.html (an app's page server, the local gateway for
 * static apps, nginx's sub_filter, or Vite in development) replaces it, so one build deploys anywhere.
 */
export const RUNTIME_CONFIG_PLACEHOLDER = '<!--rona-runtime-config-->';

export interface RuntimeConfig {
  apiBaseUrl: string;
  publicApiKey: string;
}

export function runtimeConfigFromEnv(env: Record<string, string | undefined> = process.env): RuntimeConfig {
  return {
    apiBaseUrl: env.PUBLIC_API_BASE_URL || '/api',
    publicApiKey: env.PUBLIC_API_KEY || 'rona-public-dev-key',
  };
}

/** The runtime-config script's text (between the tags): its SHA-256 goes into the page CSP. */
export function runtimeConfigSource(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.__RONA_CONFIG__=${json}`;
}

export function runtimeConfigScript(config: RuntimeConfig): string {
  return `<script>${runtimeConfigSource(config)}</script>`;
}

export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  return html.replace(RUNTIME_CONFIG_PLACEHOLDER, () => runtimeConfigScript(config));
}

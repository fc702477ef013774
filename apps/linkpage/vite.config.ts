import { createAppConfig } from '../../tools/vite/create-app-config.ts';

const config = createAppConfig('linkpage', { port: 4303 });

/**
 * React gets a chunk of its own: otherwise the bundler merges it with whatever else the studio
 * shares with the viewer (all i18n strings), and the link-page strings get theirs for the same reason; the public viewer's first load would carry that
 * too (budget: 80 KB gzipped, `npm run size`).
 */
config.build = {
  ...config.build,
  rollupOptions: {
    output: {
      manualChunks: (id: string) => {
        if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
        if (/[\\/]i18n[\\/]src[\\/]messages[\\/]id[\\/]linkpage\.ts$/.test(id)) return 'linkpage-texts';
        // The zod-free domain modules the viewer needs (rules, endpoint table), apart from the studio's shared code.
        if (
          /[\\/]libs[\\/]shared[\\/]domain[\\/]src[\\/](linkpage-rules|constants|endpoints\.generated|browser|contract[\\/]define)\.ts$/.test(
            id,
          )
        )
          return 'domain-browser';
        if (/[\\/]libs[\\/]shared[\\/]rules[\\/]src[\\/]money\.ts$/.test(id)) return 'money';
        return undefined;
      },
    },
  },
};

export default config;

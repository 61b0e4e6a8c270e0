import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:5000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: sandboxUrl, ws: true },
      '/sandbox': sandboxUrl,
      '/lnurlp': sandboxUrl,
      '/nwcprovider': sandboxUrl,
      '/.well-known': sandboxUrl,
      '/withdraw': sandboxUrl,
    },
  },
  build: { target: 'es2022', sourcemap: false },
});

import { describe, expect, it } from 'vitest';
import {
  SHARED_BY_AT_LEAST,
  SHARED_MODULE_MAX_BYTES,
  screenSharedChunk,
} from './screen-shared-chunk.ts';

interface FakeModule {
  code: string;
  imports?: string[];
  entry?: boolean;
}

/** Runs the plugin's buildEnd over a module graph, and returns the group's test. */
function groupOver(graph: Record<string, FakeModule>) {
  const { plugin, group } = screenSharedChunk();
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      graph[id]
        ? {
            isEntry: graph[id].entry ?? false,
            code: graph[id].code,
            importedIds: graph[id].imports ?? [],
          }
        : null,
  };
  (plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
  return group;
}

const small = 'x'.repeat(100);
const large = 'x'.repeat(SHARED_MODULE_MAX_BYTES + 1);

describe('screenSharedChunk', () => {
  const graph: Record<string, FakeModule> = {
    '/app/index.html': { code: '', entry: true, imports: ['/app/src/main.tsx'] },
    '/app/src/main.tsx': { code: small, imports: ['/app/src/lib/amount.ts'] },
    '/app/src/lib/amount.ts': { code: small },
    // Screen-only modules:
    '/app/src/components/ui/ScreenHeading.tsx': {
      code: small,
      imports: ['/app/src/lib/amount.ts'],
    },
    '/app/src/lib/text.ts': { code: small },
    '/app/src/lib/qr-payload.ts': { code: small, imports: ['/app/src/lib/text.ts'] },
    '/app/src/lib/lnurl/errors.ts': { code: small },
    '/app/src/session/notifications/browser-push.ts': { code: small },
    '/app/src/lib/push-scope.ts': { code: small },
    '/app/src/features/receive/PayLinkQr.tsx': {
      code: small,
      imports: ['/app/node_modules/qrcode.react/lib/index.js'],
    },
    '/app/node_modules/qrcode.react/lib/index.js': { code: large },
    '/app/src/features/send/Big.tsx': { code: large },
    '/app/src/locales/de/send.po': { code: small },
  };
  const group = groupOver(graph);

  it('takes small app modules that only screens load, whose imports the entry has or it takes', () => {
    expect(group.test('/app/src/components/ui/ScreenHeading.tsx')).toBe(true);
    expect(group.test('/app/src/lib/text.ts')).toBe(true);
    expect(group.test('/app/src/lib/qr-payload.ts')).toBe(true);
    expect(group.minShareCount).toBe(SHARED_BY_AT_LEAST);
  });

  it('takes the entry’s own graph (the bundler leaves in the entry what fewer screens share)', () => {
    expect(group.test('/app/src/main.tsx')).toBe(true);
    expect(group.test('/app/src/lib/amount.ts')).toBe(true);
    expect(group.test('/app/index.html')).toBe(false);
  });

  it('leaves screens’ large modules, libraries and what brings a library along', () => {
    expect(group.test('/app/src/features/send/Big.tsx')).toBe(false);
    expect(group.test('/app/node_modules/qrcode.react/lib/index.js')).toBe(false);
    expect(group.test('/app/src/features/receive/PayLinkQr.tsx')).toBe(false);
    expect(group.test('/app/src/locales/de/send.po')).toBe(false);
    expect(group.test('/app/src/lib/lnurl/errors.ts')).toBe(false);
    expect(group.test('/app/src/session/notifications/browser-push.ts')).toBe(false);
    expect(group.test('/app/src/lib/push-scope.ts')).toBe(false);
  });
});

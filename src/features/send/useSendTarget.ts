import { t } from '@lingui/core/macro';
import { useEffect, useMemo, useState } from 'react';
import { withCatalog } from '@/session';
import type { SendTarget, sendTargetOf } from './input/send-target';

interface TargetModule {
  sendTargetOf: typeof sendTargetOf;
}

// The classifier brings the BOLT-11, LNURL and address codecs (~20 KB gzip): an empty Send screen
// doesn't need them, so they load with the first character typed, pasted or linked, and with them
// the words that say what a code is and what is wrong with it.
let loaded: TargetModule | null = null;
let loading: Promise<TargetModule> | null = null;

function loadTargetModule(): Promise<TargetModule> {
  loading ??= withCatalog('sendinput', () => import('./input/send-target')).then(
    (module) => (loaded = module),
  );
  return loading;
}

/** What `text` is, once the classifier has loaded ('loading' until then; never for ''). */
export function useSendTarget(text: string, allowLoopback: boolean): SendTarget | 'loading' {
  const [module, setModule] = useState<TargetModule | null>(loaded);
  const [loadError, setLoadError] = useState<unknown>(null);
  const needed = text.trim() !== '';

  useEffect(() => {
    if (!needed || module) {
      return;
    }
    let current = true;
    loadTargetModule().then(
      (loadedModule) => current && setModule(loadedModule),
      (error: unknown) => {
        loading = null;
        if (current) {
          setLoadError(error);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [needed, module]);

  return useMemo((): SendTarget | 'loading' => {
    if (!needed) {
      return { kind: 'empty' };
    }
    if (module) {
      return module.sendTargetOf(text, { allowLoopback });
    }
    if (loadError) {
      return {
        kind: 'notice',
        tone: 'error',
        title: t`This part of the app couldn’t load`,
        message: t`Check your connection, then try again.`,
      };
    }
    return 'loading';
  }, [needed, module, loadError, text, allowLoopback]);
}

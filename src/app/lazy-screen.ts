import { createElement, lazy, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * A screen loaded on first use, like React.lazy, whose code and words can also be fetched before
 * the first render (preload). Once loaded, it renders at once: React.lazy (and Preact's) suspends
 * on every first render, even with its code in hand, so the first paint would be the skeleton
 * and the screen would follow a task later. One load either way; a failed one stays failed, as
 * with React.lazy (RouteBoundary offers a reload).
 */
export function lazyScreen<Module extends { default: (props: never) => ReactNode }>(
  load: () => Promise<Module>,
) {
  type Props = Module['default'] extends (props: infer P) => ReactNode ? P & object : never;
  let loaded: Module['default'] | undefined;
  let loading: Promise<Module> | undefined;
  const once = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(once as unknown as () => Promise<{ default: ComponentType<Props> }>);
  function Screen(props: Props) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the
    // screen and lose what it holds.
    const [ready] = useState(() => loaded);
    return createElement((ready ?? Lazy) as ComponentType<Props>, props);
  }
  return Object.assign(Screen, { preload: once });
}

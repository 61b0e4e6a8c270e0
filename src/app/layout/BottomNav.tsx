import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import type { ComponentType, SVGProps } from 'react';
import { HistoryIcon, HomeIcon, MoreIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';

interface NavItem {
  label: MessageDescriptor;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  end?: boolean;
}

const items: NavItem[] = [
  { label: msg`Home`, href: paths.home.getHref(), Icon: HomeIcon, end: true },
  { label: msg`History`, href: paths.history.getHref(), Icon: HistoryIcon },
  {
    label: msg({ message: 'More', context: 'the tab with settings and everything else' }),
    href: paths.more.getHref(),
    Icon: MoreIcon,
  },
];

/**
 * The main navigation: a tab bar at the bottom of a phone, a rail at the side of a wide screen.
 * NavLink sets aria-current="page" on the active tab. Receive, Scan and Send are not tabs: they
 * are Home's actions (one place for each), and each opens a flow of its own.
 */
export function BottomNav({ hiddenOnPhone = false }: { hiddenOnPhone?: boolean }) {
  const { t } = useLingui();
  return (
    <nav
      aria-label={t({ message: 'Main', context: 'the main navigation' })}
      className={cx(
        hiddenOnPhone && 'max-lg:hidden',
        'fixed inset-x-0 bottom-0 z-10 border-t border-zinc-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95',
        // Wide screens: a rail down the left side, so nothing sits under it.
        'lg:inset-y-0 lg:right-auto lg:w-56 lg:border-t-0 lg:border-r lg:px-3 lg:pt-6 lg:pb-6',
      )}
    >
      <p aria-hidden="true" className="hidden px-3 pb-6 text-lg font-semibold lg:block">
        Pocketbits
      </p>
      <ul className="mx-auto grid max-w-md grid-cols-3 lg:max-w-none lg:grid-cols-1 lg:gap-1">
        {items.map(({ label, href, Icon, end }) => (
          <li key={href}>
            <NavLink
              to={href}
              end={end}
              className={({ isActive }) =>
                cx(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium',
                  'lg:min-h-12 lg:flex-row lg:justify-start lg:gap-3 lg:rounded-xl lg:px-3 lg:text-base',
                  isActive
                    ? 'text-amber-700 lg:bg-amber-50 dark:text-amber-400 lg:dark:bg-amber-950/40'
                    : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
                )
              }
            >
              <Icon />
              <span>{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { NavLink } from 'react-router-dom';
import type { ComponentType, SVGProps } from 'react';
import { HistoryIcon, HomeIcon, MoreIcon, ReceiveIcon, SendIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';

interface NavItem {
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  end?: boolean;
}

const items: NavItem[] = [
  { label: 'Home', href: paths.home.getHref(), Icon: HomeIcon, end: true },
  { label: 'Send', href: paths.send.getHref(), Icon: SendIcon },
  { label: 'Receive', href: paths.receive.getHref(), Icon: ReceiveIcon },
  { label: 'History', href: paths.history.getHref(), Icon: HistoryIcon },
  { label: 'More', href: paths.more.getHref(), Icon: MoreIcon },
];

/** The phone tab bar. NavLink sets aria-current="page" on the active tab. */
export function BottomNav() {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-10 border-t border-zinc-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5">
        {items.map(({ label, href, Icon, end }) => (
          <li key={href}>
            <NavLink
              to={href}
              end={end}
              className={({ isActive }) =>
                cx(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium',
                  isActive
                    ? 'text-amber-700 dark:text-amber-400'
                    : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
                )
              }
            >
              <Icon />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

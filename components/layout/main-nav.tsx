'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { takeEarlyAction } from './early-actions';

type NavLink = { path: string; label: string };

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** Header navigation: highlights the current page and, on phones, opens from a toggle that closes when a link is followed. */
export function MainNav({ links, cta }: { links: NavLink[]; cta?: ReactNode }) {
  const pathname = withSlash(usePathname() ?? '/');
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // A tap on the toggle before the scripts arrived opens the menu now (./early-actions.ts).
  useEffect(() => {
    if (toggle.current && takeEarlyAction(toggle.current)) setOpen(true);
  }, []);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        data-early-click=""
        className="nav-toggle"
        aria-expanded={open}
        aria-controls="main-nav"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="nav-toggle__bars" aria-hidden="true" />
        {open ? 'Close' : 'Menu'}
      </button>
      <nav id="main-nav" className="main-nav" aria-label="Main" data-open={open}>
        <ul>
          {links.map((link) => (
            <li key={link.path}>
              <Link
                href={link.path}
                aria-current={pathname === link.path ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </Link>
            </li>
          ))}
          {cta ? <li className="main-nav__cta">{cta}</li> : null}
        </ul>
      </nav>
    </>
  );
}

'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { takeEarlyAction } from './early-actions';

type NavLink = { path: string; label: string };

/** The toggle's words and the navigation's name, in the page's language. */
type NavWords = { label: string; menu: string; close: string };

const englishNav: NavWords = { label: 'Main', menu: 'Menu', close: 'Close' };

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** Header navigation: highlights the current page and, on phones, opens from a toggle that closes when a link is followed. */
export function MainNav({ links, cta, words = englishNav }: { links: NavLink[]; cta?: ReactNode; words?: NavWords }) {
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
        {open ? words.close : words.menu}
      </button>
      <nav id="main-nav" className="main-nav" aria-label={words.label} data-open={open}>
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

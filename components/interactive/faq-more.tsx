'use client';

import { Link } from '@/components/ui/link';
import { type ReactNode, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from './use-hydrated';

type FaqMoreProps = {
  /** The extra questions (server-rendered `<details>`), revealed by "Show More FAQs". */
  children: ReactNode;
  /** Where "Still have a question? Contact Us" leads. */
  contactHref: string;
  /** The two buttons' words on a page that is not English (docs/i18n.md). */
  words?: { showMore: string; stillAsk: string };
};

/**
 * "Show More FAQs" (docs/product.md#shared-sections). The exported HTML shows the extra group and
 * the contact link, so crawlers and visitors without JavaScript get all ten questions. Once
 * hydrated the group hides behind the button; pressing it reveals the group for good and the button
 * becomes the contact link.
 */
export function FaqMore({ children, contactHref, words }: FaqMoreProps) {
  const hydrated = useHydrated();
  const [revealed, setRevealed] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);
  const groupId = useId();
  const collapsed = hydrated && !revealed;

  function reveal() {
    flushSync(() => setRevealed(true));
    // The button is gone; continue where the new questions start rather than losing focus.
    groupRef.current?.querySelector('summary')?.focus();
  }

  return (
    <>
      <div id={groupId} ref={groupRef} hidden={collapsed}>
        {children}
      </div>
      <p className="faq__action">
        {collapsed ? (
          <button type="button" className="btn" aria-expanded="false" aria-controls={groupId} onClick={reveal}>
            {words?.showMore ?? 'Show More FAQs'}
          </button>
        ) : (
          <Link className="btn btn--outline" href={contactHref}>
            {words?.stillAsk ?? 'Still have a question? Contact Us'}
          </Link>
        )}
      </p>
    </>
  );
}

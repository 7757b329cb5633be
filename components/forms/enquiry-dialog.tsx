'use client';

import {
  type RefObject,
  Suspense,
  createContext,
  lazy,
  startTransition,
  use,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link } from '@/components/ui/link';
import {
  type EstimateAttachment,
  autoDialogQuery,
  autoOpenDelayMs,
  dialogKeys,
  dismissedEvent,
  mayAutoOpen,
  openEnquiryDialog,
  openEnquiryEvent,
  pageOffer,
  rememberAutoOpen,
  rememberDismissed,
  rememberSentHere,
} from '@/lib/browser/enquiry-dialog';
import { successMessage } from './messages';
import type { SentLead } from './after-send';
import type { AfterSend } from '@/content/localized/after-send';
import type { DialogWords, FormWords } from '@/content/ui';
import { dialogWordsEn } from '@/content/ui-words';
import { localePath } from '@/lib/shared/i18n';

/**
 * The form (and its schema library) loads the first time the dialog opens, so pages without a
 * form of their own do not carry it. React's own `lazy` does this: `next/dynamic` would add its
 * loader, chunk preloading and server bail-out code to every page's start-up scripts, and the
 * dialog renders no form on the server anyway (docs/performance.md#the-shared-framework-chunk).
 */
const loadForm = () => import('./enquiry-form').then((m) => m.EnquiryForm);
/** Calls `onRendered` when the Suspense boundary it sits in shows its content. */
function Rendered({ onRendered }: { onRendered: () => void }) {
  useEffect(() => onRendered(), [onRendered]);
  return null;
}

/** The dialog's words and the page's language, for the note shown when the form cannot load. */
const DialogWordsContext = createContext<{ words: DialogWords; lang?: 'hi' }>({ words: dialogWordsEn });

function FormUnavailable() {
  const { words, lang } = use(DialogWordsContext);
  const [before, after] = words.unavailable.split('{link}');
  return (
    <p role="alert">
      {before}
      <Link href={`${localePath(lang ?? 'en', '/contact-us/')}#enquiry`}>{words.unavailableLink}</Link>
      {after}
    </p>
  );
}

/**
 * What follows a stored enquiry once the dialog has closed: from the module the form loaded
 * already (./after-send.tsx), so the dialog's own start-up code does not carry it.
 */
const SentPanel = lazy(() => import('./after-send').then((m) => ({ default: m.SentPanel })));

// The connection dropped before the form arrived: say so and offer the contact page's form.
const EnquiryForm = lazy(() =>
  loadForm().then(
    (form) => ({ default: form }),
    () => ({ default: FormUnavailable }),
  ),
);

/** What the dialog's openers change as it opens. */
type Openers = {
  returnFocus: RefObject<Element | null>;
  showWhenReady: RefObject<boolean>;
  setUsed: (used: boolean) => void;
  setPrompt: (prompt: boolean) => void;
  setOffer: (offer: string | undefined) => void;
  setAttachment: (attachment: EstimateAttachment | undefined) => void;
};

/**
 * Opens the dialog from the page's buttons (`openEnquiryEvent`), closes the phone's bar once the
 * dialog is dismissed here or in another tab, and, 2 s after load once per session, opens it by
 * itself or offers it in the phone's bar.
 */
function useDialogOpeners(
  ref: RefObject<HTMLDialogElement | null>,
  { returnFocus, showWhenReady, setUsed, setPrompt, setOffer, setAttachment }: Openers,
) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const open = (event?: Event) => {
      if (dialog.open) return;
      showWhenReady.current = false;
      returnFocus.current = document.activeElement;
      setUsed(true);
      setPrompt(false);
      setOffer(pageOffer());
      // Opened from the estimate: its form carries that estimate; from anywhere else: none.
      setAttachment(event instanceof CustomEvent ? (event.detail as EstimateAttachment | undefined) : undefined);
      dialog.showModal();
    };
    const onClose = () => {
      rememberDismissed();
      if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus();
    };
    // Closed, or an enquiry sent, here or in another tab: the bar goes too.
    const dismissed = () => setPrompt(false);
    const dismissedElsewhere = (event: StorageEvent) => {
      if (event.key === dialogKeys.dismissed) dismissed();
    };
    window.addEventListener(openEnquiryEvent, open);
    window.addEventListener(dismissedEvent, dismissed);
    window.addEventListener('storage', dismissedElsewhere);
    dialog.addEventListener('close', onClose);
    rememberSentHere();

    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(() => {
        const typing = document.activeElement?.matches('input, textarea, select');
        if (!mayAutoOpen() || typing || document.querySelector('dialog[open]')) return;
        rememberAutoOpen();
        // On a phone the dialog would cover the screen: a bar at the bottom offers it instead.
        if (!window.matchMedia(autoDialogQuery).matches) {
          setPrompt(true);
          return;
        }
        // Opening by itself, the dialog waits for its form, so it never appears half-built; a form
        // that cannot load is no reason to interrupt the visitor. The form renders as a transition,
        // which React splits into short tasks, so a tap meanwhile is answered at once; the dialog
        // shows once the form is in place (`ready`).
        void loadForm().then(
          () => {
            if (dialog.open) return;
            returnFocus.current = document.activeElement;
            showWhenReady.current = true;
            startTransition(() => {
              setAttachment(undefined);
              setOffer(pageOffer());
              setUsed(true);
            });
          },
          () => undefined,
        );
      }, autoOpenDelayMs);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });

    return () => {
      window.removeEventListener(openEnquiryEvent, open);
      window.removeEventListener(dismissedEvent, dismissed);
      window.removeEventListener('storage', dismissedElsewhere);
      window.removeEventListener('load', schedule);
      dialog.removeEventListener('close', onClose);
      window.clearTimeout(timer);
    };
  }, [ref, returnFocus, showWhenReady, setUsed, setPrompt, setOffer, setAttachment]);
}

/** The phone's bar offering the dialog: not a dialog, it takes no focus and leaves the page usable; closing it counts as closing the dialog. */
function PromptBar({ words, quoteMinutes }: { words: DialogWords; quoteMinutes: number }) {
  return (
    <aside className="enquiry-prompt" aria-label={words.title}>
      <button type="button" className="enquiry-prompt__open" aria-haspopup="dialog" onClick={() => openEnquiryDialog()}>
        {words.prompt.replace('{minutes}', String(quoteMinutes))} · <span>{words.promptOpen}</span>
      </button>
      <button
        type="button"
        className="enquiry-prompt__close"
        aria-label={words.promptClose}
        onClick={rememberDismissed}
      >
        ×
      </button>
    </aside>
  );
}

/** The message after a send; with what follows a stored enquiry, a card the visitor closes. */
function Toast({
  toast,
  sent,
  afterSend,
  closeLabel,
  onClose,
}: {
  toast: string;
  sent: SentLead | null;
  afterSend?: AfterSend;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className={`toast${sent ? ' toast--card' : ''}`} role="status" aria-live="polite">
      {toast && sent ? <p className="toast__message">{toast}</p> : toast}
      {sent && afterSend ? (
        <>
          <Suspense fallback={null}>
            <SentPanel info={afterSend} sent={sent} />
          </Suspense>
          <button type="button" className="toast__close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </>
      ) : null}
    </div>
  );
}

/** Shows the dialog that opened by itself once its form is in place, unless the visitor is typing or another dialog is open. */
function showIfWaiting(dialog: HTMLDialogElement | null, showWhenReady: RefObject<boolean>) {
  if (!showWhenReady.current || !dialog) return;
  showWhenReady.current = false;
  const typing = document.activeElement?.matches('input, textarea, select');
  if (dialog.open || typing || document.querySelector('dialog[open]')) return;
  dialog.showModal();
}

/** A bare message goes by itself after 6 s; a reference to read out stays until the visitor closes it. */
function useFadingToast(toast: string, sent: SentLead | null, setToast: (toast: string) => void) {
  useEffect(() => {
    if (!toast || sent) return;
    const timer = window.setTimeout(() => setToast(''), 6000);
    return () => window.clearTimeout(timer);
  }, [toast, sent, setToast]);
}

/**
 * The enquiry dialog (docs/product.md#the-enquiry-dialog): a native modal dialog, so focus stays
 * inside while it is open and Escape closes it. It opens from the Get In Touch and Enquiry Now
 * buttons, or by itself 2 s after load once per session, unless the visitor has closed it or sent
 * an enquiry before; on a phone a small bar at the bottom offers it instead. On a city page its
 * form sends the page's offer. A stored enquiry closes it and the success message shows on the page.
 */
export function EnquiryDialog({
  callbackMinutes,
  quoteMinutes,
  retentionDays,
  words = dialogWordsEn,
  formWords,
  lang,
  afterSend,
}: {
  callbackMinutes: number;
  /** The quote promise the phone's bar makes (content/company.ts `promises`). */
  quoteMinutes: number;
  retentionDays: number;
  /** The dialog's and its form's words and language on a page that is not English (docs/i18n.md). */
  words?: DialogWords;
  formWords?: FormWords;
  lang?: 'hi';
  /** What the dialog's form says after a send (docs/product.md#after-a-form-is-sent). */
  afterSend?: AfterSend;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const [toast, setToast] = useState('');
  // The stored enquiry the page shows under the success message until the visitor closes it.
  const [sent, setSent] = useState<SentLead | null>(null);
  const [used, setUsed] = useState(false);
  const [attachment, setAttachment] = useState<EstimateAttachment | undefined>();
  // The page's offer, read each time the dialog opens: the layout stays while the visitor moves between pages.
  const [offer, setOffer] = useState<string | undefined>();
  // The phone's bar offering the dialog, in place of the dialog opening by itself.
  const [prompt, setPrompt] = useState(false);
  // Set while the dialog, opening by itself, waits for its form to be rendered.
  const showWhenReady = useRef(false);
  const ready = () => showIfWaiting(ref.current, showWhenReady);

  useDialogOpeners(ref, { returnFocus, showWhenReady, setUsed, setPrompt, setOffer, setAttachment });

  useFadingToast(toast, sent, setToast);

  return (
    <>
      <dialog ref={ref} className="dialog" aria-labelledby="enquiry-dialog-title">
        <button type="button" className="dialog__close" aria-label={words.close} onClick={() => ref.current?.close()}>
          ×
        </button>
        <h2 id="enquiry-dialog-title">{attachment ? words.titleEstimate : words.title}</h2>
        <p>{(attachment ? words.introEstimate : words.intro).replace('{minutes}', String(callbackMinutes))}</p>
        {used ? (
          <DialogWordsContext value={{ words, lang }}>
            <Suspense fallback={<p role="status">{words.loading}</p>}>
              <EnquiryForm
                attachment={attachment}
                offer={offer}
                source="dialog"
                submitLabel={words.submit}
                retentionDays={retentionDays}
                lang={lang}
                words={formWords}
                afterSend={afterSend}
                onSuccess={(stored) => {
                  ref.current?.close();
                  setToast(formWords?.success ?? successMessage);
                  setSent(afterSend ? stored : null);
                }}
              />
              <Rendered onRendered={ready} />
            </Suspense>
          </DialogWordsContext>
        ) : null}
      </dialog>
      {prompt ? <PromptBar words={words} quoteMinutes={quoteMinutes} /> : null}
      <Toast
        toast={toast}
        sent={sent}
        afterSend={afterSend}
        closeLabel={words.close}
        onClose={() => {
          setSent(null);
          setToast('');
        }}
      />
    </>
  );
}

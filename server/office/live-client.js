// The inbox's only script (docs/office.md#it-tells-you), served by server/office/live-script.ts
// without its comments and indentation. Without it the inbox works the same, only without live
// updates, the count in the title and the sound.
(() => {
  const byId = (id) => document.getElementById(id);
  const main = byId('inbox');
  if (!main) return;
  const title = document.title.replace(/^\(\d+\) /, '');
  const say = document.createElement('p');
  say.setAttribute('role', 'status');
  main.prepend(say);
  let latest = main.dataset.latest;
  let timer;
  let running;
  let stopped;

  // Sound and notification: off until turned on in this browser, which remembers it.
  const box = byId('alerts-on');
  const remembered = (value) => {
    try {
      return value ? localStorage.setItem('office-alerts', value) : localStorage.getItem('office-alerts') === 'on';
    } catch {}
  };
  if (box) {
    box.closest('#alerts').hidden = false;
    box.checked = remembered();
    box.onchange = () => {
      remembered(box.checked ? 'on' : 'off');
      if (box.checked && window.Notification && Notification.permission === 'default') Notification.requestPermission();
    };
  }
  let audio;
  const alert = (toCall) => {
    if (!box || !box.checked) return;
    try {
      // Seen on lock screens: the count only, never who the lead is.
      if (Notification.permission === 'granted') new Notification('New lead', { body: `${toCall} to call` });
    } catch {}
    try {
      audio = audio || new AudioContext();
      audio.resume();
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      gain.gain.value = 0.2;
      tone.connect(gain).connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + 0.25);
    } catch {}
  };

  // Someone typing in the list, or on an element the new list cannot give back, keeps their place:
  // a button shows the new leads instead.
  const busy = (queue) => {
    const active = document.activeElement;
    if (queue.contains(active) && (/^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName) || !active.id)) return true;
    // A card open is being read: it stays open.
    if (queue.querySelector('.q-row details[open]')) return true;
    return [...queue.querySelectorAll('input,textarea')].some((field) => field.value !== field.defaultValue);
  };
  const offer = () => {
    const show = document.createElement('button');
    show.textContent = 'Show them';
    show.onclick = () => location.reload();
    say.replaceChildren('New leads arrived · ', show);
  };

  // True once the new leads are in the list, or offered.
  const refresh = async () => {
    const queue = byId('queue');
    if (!queue) return true;
    const answer = await fetch(location.href);
    const fresh = new DOMParser().parseFromString(await answer.text(), 'text/html').getElementById('queue');
    if (!answer.ok || !fresh) return false;
    if (busy(queue)) return !offer();
    const added = [...fresh.querySelectorAll('[id^="lead-"]')].filter((el) => !byId(el.id)).length;
    const focused = queue.contains(document.activeElement) && document.activeElement.id;
    queue.replaceWith(fresh);
    if (focused) byId(focused)?.focus({ preventScroll: true });
    if (added) say.textContent = added > 1 ? `${added} new leads` : '1 new lead';
    return true;
  };

  const poll = async () => {
    if (running) return;
    running = true;
    clearTimeout(timer);
    try {
      const answer = await fetch('/office/live', { cache: 'no-store' });
      if (answer.status === 401) {
        stopped = true;
        document.title = title;
        say.textContent = 'Signed out';
      } else if (answer.ok) {
        const live = await answer.json();
        document.title = live.toCall > 0 ? `(${live.toCall}) ${title}` : title;
        if (live.latest && live.latest !== latest && (await refresh())) {
          latest = live.latest;
          alert(live.toCall);
        }
      }
    } catch {}
    running = false;
    if (!stopped) timer = setTimeout(poll, document.visibilityState === 'hidden' ? 30000 : 5000);
  };
  document.addEventListener('visibilitychange', () => {
    if (!stopped && document.visibilityState === 'visible') poll();
  });
  poll();
})();

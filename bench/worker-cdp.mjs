// CDP on a page's dedicated worker (bench/soak.mjs: heap and GC of the pose worker).
/**
 * A CDP session on the page's dedicated worker whose name or URL matches `name`, through the
 * page's own session (Target.setAutoAttach without flatten: its messages travel as
 * Target.sendMessageToTarget / receivedMessageFromTarget).
 * Follows a restarted worker to its newest session; `attached` counts the sessions seen.
 */
export async function workerSession(cdp, name) {
  let sessionId = null;
  let next = 0;
  const state = { attached: 0 };
  const pending = new Map();
  let found;
  const ready = new Promise((ok) => (found = ok));
  cdp.on('Target.attachedToTarget', (e) => {
    const t = e.targetInfo;
    if (t.type !== 'worker' || !name.test(`${t.title} ${t.url}`)) return;
    sessionId = e.sessionId;
    state.attached++;
    found();
  });
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    if (e.sessionId !== sessionId) return;
    const m = JSON.parse(e.message);
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.error) p.no(new Error(m.error.message));
    else p.ok(m.result);
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  await ready;
  state.send = (method, params = {}) =>
    new Promise((ok, no) => {
      const id = ++next;
      pending.set(id, { ok, no });
      cdp
        .send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id, method, params }),
        })
        .catch(no);
    });
  return state;
}

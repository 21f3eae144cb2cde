import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { expectConsole } from '@test/console-guard';
import { defineTag } from './contract';
import { defineWidgetElements } from './define';
import { createRuntime, PLACEHOLDER_DELAY_MS } from './runtime';

/** A host element with its container in the document, as the element runtime gets them. */
function hostAndContainer() {
  const host = document.createElement('div');
  const container = document.createElement('div');
  host.appendChild(container);
  document.body.appendChild(host);
  return { host, container };
}

/** A view that notes each message its effect saw (a view's first request leaves in an effect). */
function effectRecorder() {
  const effects: string[] = [];
  function Requesting({ message }: { message: string }) {
    useEffect(() => {
      effects.push(message);
    }, [message]);
    return <p>{message}</p>;
  }
  return { effects, Requesting };
}

/** Every state the container shows, until `stop()`. */
function recordShown(container: HTMLElement) {
  const shown: string[] = [];
  const watch = new MutationObserver(() => shown.push(container.innerHTML));
  watch.observe(container, { childList: true, subtree: true, characterData: true });
  return { shown, stop: () => watch.disconnect() };
}

let mounts = 0;
let unmounts = 0;

function Probe({ message, type }: { message: string; type: string }) {
  useEffect(() => {
    mounts++;
    return () => {
      unmounts++;
    };
  }, []);
  return <p data-testid="probe">{`${type}: ${message}`}</p>;
}

function Ready() {
  return <p data-testid="ready">bereit</p>;
}

function Crash(): never {
  throw new Error('kaputt');
}

/** The probe views' contract (the tests render it under the tag flash-message). */
const probeTag = defineTag({
  tag: 'flash-message',
  description: 'Probe',
  props: {
    message: { type: 'string', required: true, description: '' },
    type: { type: 'enum', values: ['success', 'info'], default: 'success', description: '' },
  },
  events: [],
  example: '<flash-message message="x"></flash-message>',
});

// One registry per test file: custom elements cannot be undefined again.
beforeAll(() => {
  const runtime = createRuntime({
    'flash-message': async () => ({ View: Probe, contract: probeTag }),
    'locked-user': async () => ({ View: Crash, contract: { ...probeTag, tag: 'locked-user', props: {} } }),
    'multi-group-selection': async () => ({ View: Ready, contract: { ...probeTag, tag: 'multi-group-selection', props: {} } }),
  });
  defineWidgetElements({ loadRuntime: async () => runtime });
});

beforeEach(() => {
  // Roots here are made by the elements, outside act(), as on a real page.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  mounts = 0;
  unmounts = 0;
});

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('custom elements', () => {
  it('defines every tag of TAG_NAMES', async () => {
    const { TAG_NAMES } = await import('./tag-names');
    for (const tag of TAG_NAMES) expect(customElements.get(tag)).toBeDefined();
  });

  it('shows a view the moment its code has arrived: no timer stands between (React holds a suspended boundary 300 ms)', async () => {
    // Only the timers are fake: React's scheduler and the element's start run on setImmediate and microtasks.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.body.innerHTML = '<multi-group-selection></multi-group-selection>';
    for (let turn = 0; turn < 200 && !screen.queryByTestId('ready'); turn += 1) await new Promise((done) => setImmediate(done));
    expect(screen.getByTestId('ready')).toHaveTextContent('bereit');
  });

  it('renders the view into light DOM with props from attributes', async () => {
    document.body.innerHTML = '<flash-message message="Gespeichert" type="info"></flash-message>';
    expect(await screen.findByTestId('probe')).toHaveTextContent('info: Gespeichert');
    expect(document.querySelector('flash-message')!.shadowRoot).toBeNull();
  });

  it('updates the view when an attribute changes, in place', async () => {
    document.body.innerHTML = '<flash-message message="Eins"></flash-message>';
    await screen.findByText('success: Eins');
    document.querySelector('flash-message')!.setAttribute('message', 'Zwei');
    await screen.findByText('success: Zwei');
    expect(mounts).toBe(1);
  });

  it('unmounts when removed, mounts again when re-appended, and stays one root when moved', async () => {
    document.body.innerHTML = '<div id="a"><flash-message message="x"></flash-message></div><div id="b"></div>';
    const el = document.querySelector('flash-message')!;
    await screen.findByTestId('probe');
    document.getElementById('b')!.appendChild(el); // move: disconnect + connect in one task
    await flush();
    expect(screen.getAllByTestId('probe')).toHaveLength(1);
    expect(unmounts).toBe(0);
    el.remove();
    await flush();
    expect(unmounts).toBe(1);
    expect(el.querySelector('.stempeluhr-widget')).toBeNull();
    document.body.appendChild(el);
    await screen.findByTestId('probe');
    expect(screen.getAllByTestId('probe')).toHaveLength(1);
    // The mount is counted in the probe's effect, which may run a moment after its first paint under load.
    await waitFor(() => expect(mounts).toBe(2));
  });

  it('takes props as DOM properties too (el.message = …), also when set before the view loaded', async () => {
    const early = document.createElement('flash-message') as HTMLElement & { message?: string };
    early.message = 'früh';
    document.body.appendChild(early);
    expect(await screen.findByText('success: früh')).toBeInTheDocument();
    early.message = 'später';
    expect(await screen.findByText('success: später')).toBeInTheDocument();
    expect(early.message).toBe('später');
    expect(mounts).toBe(1);
  });

  it('offers every prop as a DOM property from the moment the tag is defined (Vue 3 sets a property only when `key in el`)', () => {
    const picker = document.createElement('multi-user-selection') as HTMLElement & { options?: unknown };
    expect('options' in picker).toBe(true);
    picker.options = [{ id: 5, dn: 'Max Müller' }];
    expect(picker.options).toEqual([{ id: 5, dn: 'Max Müller' }]);
    expect(picker.getAttribute('options')).toBeNull();
    // A name the element itself has stays the element's.
    expect(Object.prototype.hasOwnProperty.call(Object.getPrototypeOf(picker), 'title')).toBe(false);
  });

  it('an element with a binding, met while the page is parsed, waits for the page: a framework root replaces it without a configuration error', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.innerHTML =
      '<div id="app"><flash-message message="a" :type="kind"></flash-message><flash-message :message="hallo"></flash-message></div>';
    await flush();
    await flush();
    // Not read yet: `kind` would be a configuration error until the framework compiled its template.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('probe')).toBeNull();
    // The framework mounts (a script further down): its element gets the value as a property and shows at once.
    const compiled = document.createElement('flash-message') as HTMLElement & { message?: string; type?: string };
    compiled.message = 'vue';
    compiled.type = 'info';
    document.querySelector('flash-message')?.replaceWith(compiled);
    expect(await screen.findByText('info: vue')).toBeInTheDocument();
    // The page parsed: an old template's plain value (`:message="hallo"`) is read as written.
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(await screen.findByText('success: hallo')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders a view in the task its code arrives in, effects included: its first request does not wait for a frame', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { effects, Requesting } = effectRecorder();
    const runtime = createRuntime({
      'flash-message': async () => {
        await gate;
        return { View: Requesting, contract: probeTag };
      },
    });
    const { host, container } = hostAndContainer();
    const handle = runtime.mount(host, container, 'flash-message', { attributes: { message: 'sofort' }, json: null });
    // The placeholder is up and waits for the code.
    await waitFor(() => expect(container.querySelector('[aria-busy="true"], .placeholder, [role="status"]')).not.toBeNull());
    await flush();
    expect(effects).toEqual([]);
    release();
    // Only microtasks: no timer, no frame, no scheduler task in between.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(container).toHaveTextContent('sofort');
    expect(effects).toEqual(['sofort']);
    handle.unmount();
  });

  it("asks for the view's code when the element mounts, not a React task later; code already there renders with no placeholder", async () => {
    let asked = 0;
    const runtime = createRuntime({
      'flash-message': () => {
        asked++;
        return Promise.resolve({ View: ({ message }: { message: string }) => <p>{message}</p>, contract: probeTag });
      },
    });
    const { host, container } = hostAndContainer();
    const { shown, stop } = recordShown(container);
    const handle = runtime.mount(host, container, 'flash-message', { attributes: { message: 'gleich' }, json: null });
    expect(asked).toBe(1);
    await waitFor(() => expect(container).toHaveTextContent('gleich'));
    await flush();
    stop();
    expect(shown.some((html) => /aria-busy|placeholder|role="status"/.test(html))).toBe(false);
    expect(asked).toBe(1);
    handle.unmount();
  });

  it('code a task or two away (preloaded with the runtime) renders with no placeholder first, and in the task it arrives in', async () => {
    const { effects, Requesting } = effectRecorder();
    let arrived = () => undefined as void;
    const runtime = createRuntime({
      'flash-message': () =>
        new Promise((resolve) => {
          arrived = () => resolve({ View: Requesting, contract: probeTag });
          // A macrotask later, as a preloaded module's import() resolves: React's own first render task would come first.
          setTimeout(arrived, 20);
        }),
    });
    const { host, container } = hostAndContainer();
    const { shown, stop } = recordShown(container);
    const handle = runtime.mount(host, container, 'flash-message', { attributes: { message: 'erst' }, json: null });
    // An attribute changed before the code is there counts.
    handle.update({ attributes: { message: 'gleich da' }, json: null });
    await waitFor(() => expect(container).toHaveTextContent('gleich da'));
    expect(effects).toEqual(['gleich da']);
    await flush();
    stop();
    expect(shown.some((html) => /aria-busy|placeholder|role="status"/.test(html))).toBe(false);
    handle.unmount();
  });

  it('an element removed before its code arrives renders nothing, then or later', async () => {
    let arrive = () => undefined as void;
    const gate = new Promise<void>((resolve) => (arrive = resolve));
    const runtime = createRuntime({
      'flash-message': async () => {
        await gate;
        return { View: ({ message }: { message: string }) => <p>{message}</p>, contract: probeTag };
      },
    });
    const { host, container } = hostAndContainer();
    const handle = runtime.mount(host, container, 'flash-message', { attributes: { message: 'weg' }, json: null });
    handle.unmount();
    arrive();
    await new Promise((resolve) => setTimeout(resolve, PLACEHOLDER_DELAY_MS + 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('does nothing for an element that is never connected', async () => {
    const el = document.createElement('flash-message');
    el.setAttribute('message', 'x');
    await flush();
    expect(el.childElementCount).toBe(0);
    expect(mounts).toBe(0);
  });

  it('shows a German configuration error inside the widget and names tag and attribute in the console; the next widget works', async () => {
    const errors = expectConsole('error', /<flash-message>: Attribut „type“/);
    document.body.innerHTML = '<flash-message message="a" type="lila"></flash-message><flash-message message="b"></flash-message>';
    expect(await screen.findByRole('alert')).toHaveTextContent('Konfigurationsfehler');
    expect(screen.getByRole('alert')).toHaveTextContent('Attribut „type“');
    expect(await screen.findByText('success: b')).toBeInTheDocument();
    await waitFor(() => expect(errors()).toHaveLength(1));
  });

  it('names a missing required attribute and renders no view', async () => {
    expectConsole('error', /Attribut „message“ fehlt/);
    document.body.innerHTML = '<flash-message></flash-message>';
    expect(await screen.findByRole('alert')).toHaveTextContent('Attribut „message“ fehlt (Pflichtangabe)');
    expect(mounts).toBe(0);
  });

  it('a view that throws shows only its own fallback, reported once', async () => {
    const errors = expectConsole('error', /<locked-user>: Darstellung fehlgeschlagen/);
    document.body.innerHTML = '<locked-user></locked-user><flash-message message="lebt"></flash-message>';
    expect(await screen.findByText('Dieser Bereich konnte nicht angezeigt werden.')).toBeInTheDocument();
    expect(await screen.findByText('success: lebt')).toBeInTheDocument();
    await waitFor(() => expect(errors()).toHaveLength(1));
  });

  it('a tag whose view is not built renders nothing and warns once, naming it', async () => {
    const warnings = expectConsole('warn', /<welcome-view>: Diese Ansicht ist noch nicht umgesetzt/);
    document.body.innerHTML = '<welcome-view></welcome-view><welcome-view></welcome-view>';
    await waitFor(() => expect(warnings()).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('welcome-view .stempeluhr-widget')?.textContent).toBe(''));
    expect(warnings()).toHaveLength(1);
  });

  it('loading the definitions twice is harmless, with one warning', () => {
    const warnings = expectConsole('warn', /bereits definiert/);
    const again = { loadRuntime: async () => createRuntime({}) };
    defineWidgetElements(again);
    defineWidgetElements(again);
    expect(warnings()).toHaveLength(1);
  });
});

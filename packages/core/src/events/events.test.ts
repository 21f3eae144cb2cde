import { emitWidgetEvent, type WidgetEventMap } from './events';

describe('widget events on the host element', () => {
  it('an event of WidgetEventMap reaches a listener as stempeluhr:<name> with its typed detail', () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const saved: Array<WidgetEventMap['saved']> = [];
    // Typed through HTMLElementEventMap, derived from WidgetEventMap: `detail.what` is known here.
    host.addEventListener('stempeluhr:saved', (event) => saved.push(event.detail));
    emitWidgetEvent(host, 'saved', { what: 'clocking', id: 5 });
    expect(saved).toEqual([{ what: 'clocking', id: 5 }]);
    expectTypeOf<HTMLElementEventMap['stempeluhr:failed']>().toEqualTypeOf<CustomEvent<WidgetEventMap['failed']>>();
    // They bubble out of the tag: a page may listen once on the document.
    const onPage: string[] = [];
    const listener = (event: DocumentEventMap['stempeluhr:contract']) => onPage.push(event.detail.call);
    document.addEventListener('stempeluhr:contract', listener);
    emitWidgetEvent(host, 'contract', { call: 'welcome/status', path: 'status', tag: 'welcome-view' });
    document.removeEventListener('stempeluhr:contract', listener);
    expect(onPage).toEqual(['welcome/status']);
    host.remove();
  });
});

import { expectConsole } from '@test/console-guard';
import { recordNavigationInEachTest } from '@test/navigation';
import { installClickableRows, uninstallClickableRows } from './clickable-rows';
import { navigateTo } from './navigate';
import { isSafeUrl } from './safe-url';

describe('safe navigation', () => {
  it.each([
    ['/admin/users/5', true],
    ['admin/users/5', true],
    ['http://localhost:3000/x', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['  javascript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['//evil.example/x', false],
    ['https://evil.example/x', false],
    ['', false],
  ])('%s is followed: %s', (href, safe) => {
    expect(isSafeUrl(href)).toBe(safe);
  });

  it('refuses to navigate to a javascript: address and says so in the console', () => {
    const errors = expectConsole('error', /verweigert/);
    expect(navigateTo('javascript:alert(1)')).toBe(false);
    expect(errors()).toHaveLength(1);
  });
});

describe('clickable rows', () => {
  const navigation = recordNavigationInEachTest();
  let open: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    open = vi.spyOn(window, 'open').mockImplementation(() => null);
    installClickableRows();
    document.body.innerHTML = `<table><tbody>
      <tr id="ok" data-href="/admin/users/5"><td>Max</td><td><button id="inner">Bearbeiten</button></td></tr>
      <tr id="bad" data-href="javascript:alert(1)"><td>böse</td></tr>
    </tbody></table>`;
  });

  afterEach(() => {
    uninstallClickableRows();
  });

  it('a click navigates, Ctrl-click and middle click open a new tab', () => {
    document.getElementById('ok')!.querySelector('td')!.click();
    expect(navigation.assign).toHaveBeenCalledWith(`${window.location.origin}/admin/users/5`);
    document
      .getElementById('ok')!
      .querySelector('td')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, ctrlKey: true }));
    document
      .getElementById('ok')!
      .querySelector('td')!
      .dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('a button inside the row keeps its own click', () => {
    document.getElementById('inner')!.click();
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('Enter on a focused row navigates; rows become focusable', async () => {
    await new Promise((r) => setTimeout(r, 0));
    const row = document.getElementById('ok')!;
    expect(row.tabIndex).toBe(0);
    row.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(navigation.assign).toHaveBeenCalledTimes(1);
  });

  it('a javascript: row does nothing', () => {
    expectConsole('error', /verweigert/);
    document.getElementById('bad')!.querySelector('td')!.click();
    expect(navigation.assign).not.toHaveBeenCalled();
  });
});

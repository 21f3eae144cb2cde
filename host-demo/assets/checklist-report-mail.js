// The checklist report page's own script, as a legacy page writes it: the report tells the page which
// checklist it shows, the page gives that id to the mail button beside it. The widgets know nothing of
// each other. (A file, not inline: the demo's Content-Security-Policy allows scripts from 'self' only.)
document.querySelector('checklist-report').addEventListener('stempeluhr:selection-changed', (event) => {
  document.querySelector('send-checklist-mail-button').setAttribute('checklist-id', String(event.detail.values[0]));
});

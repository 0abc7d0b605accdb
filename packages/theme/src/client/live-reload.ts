// Development only: reload when the dev server says a rebuild finished, and
// show a build error over the page without losing it.
export function setupLiveReload() {
  const source = new EventSource('/__ctfdocs/events');
  source.addEventListener('reload', () => location.reload());
  source.addEventListener('build-error', (e) => {
    let box = document.getElementById('ctfdocs-build-error');
    if (!box) {
      box = document.createElement('pre');
      box.id = 'ctfdocs-build-error';
      box.setAttribute('role', 'alert');
      document.body.append(box);
    }
    box.textContent = `Build failed — fix the problem and save again:\n\n${(e as MessageEvent).data}`;
  });
}

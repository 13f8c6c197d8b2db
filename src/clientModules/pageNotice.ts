import './pageNotice.css';

type Action = {label: string; onClick: () => void};

/**
 * Shows a small notice at the bottom of the window, built with the DOM outside React's root: it must also work when
 * React never started (a script of the page failed to load). A notice with the same id is replaced.
 */
export function showPageNotice(options: {
  id: string;
  /** `alert` for a problem the reader must act on, `status` for news. */
  role: 'alert' | 'status';
  kind: 'warning' | 'info';
  text: string;
  actions: Action[];
}): HTMLElement {
  document.getElementById(options.id)?.remove();
  const notice = document.createElement('div');
  notice.id = options.id;
  notice.className = `page-notice alert alert--${options.kind}`;
  notice.setAttribute('role', options.role);
  const text = document.createElement('span');
  text.textContent = options.text;
  notice.append(text);
  for (const {label, onClick} of options.actions) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button button--sm button--secondary';
    button.textContent = label;
    button.addEventListener('click', onClick);
    notice.append(button);
  }
  document.body.append(notice);
  return notice;
}

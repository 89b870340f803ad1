// The password asked again when the server answers REAUTHENTICATION_REQUIRED (a payment or an export after a
// sign-in older than 12 hours): a native modal <dialog>, whatever island made the call, then the call is retried
// by api-call.ts. Loaded only when the server asks.
import { t } from '../shared/messages/couple-space.ts';

/** Sends the password typed; resolves with the server's French refusal, or null once accepted. */
export type SendPassword = (password: string) => Promise<string | null>;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, string | boolean> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

/** True once the password was accepted, false when the couple cancels. */
export function askPasswordAgain(send: SendPassword): Promise<boolean> {
  return new Promise((resolve) => {
    const input = element('input', {
      type: 'password',
      name: 'password',
      autocomplete: 'current-password',
      required: true,
      className: 'input input-bordered w-full',
    });
    input.id = 'reauthenticate-password';
    const error = element('p', { className: 'text-error text-sm', role: 'alert' });
    const submit = element(
      'button',
      { type: 'submit', className: 'btn btn-primary' },
      t('session.reauthenticate.submit'),
    );
    const cancel = element(
      'button',
      { type: 'button', className: 'btn btn-ghost' },
      t('session.reauthenticate.cancel'),
    );
    const label = element('label', { htmlFor: input.id, className: 'label' }, t('session.reauthenticate.label'));
    const form = element(
      'form',
      { className: 'modal-box flex flex-col gap-3', method: 'dialog' },
      element('h2', { className: 'text-lg font-semibold' }, t('session.reauthenticate.title')),
      element('p', {}, t('session.reauthenticate')),
      label,
      input,
      error,
      element('div', { className: 'modal-action' }, cancel, submit),
    );
    const dialog = element('dialog', { className: 'modal' }, form);
    dialog.setAttribute('aria-labelledby', 'reauthenticate-title');
    form.querySelector('h2')!.id = 'reauthenticate-title';
    let accepted = false;
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(accepted);
    });
    cancel.addEventListener('click', () => dialog.close());
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submit.disabled = true;
      error.textContent = '';
      void send(input.value).then((refusal) => {
        submit.disabled = false;
        if (refusal === null) {
          accepted = true;
          dialog.close();
        } else {
          error.textContent = refusal;
          input.select();
        }
      });
    });
    document.body.append(dialog);
    dialog.showModal();
    input.focus();
  });
}

// Behaviour of the pre-registration page: the form (validated here first, then by the API), the thank-you
// state, and the counter that polls the count every 5 s and moves one step per 100 ms toward it.
import { publicApi } from '../../lib/public-api.ts';
import { errorMessage } from '../../shared/errors.ts';
import { showError as toastError, showToast as toast } from '../../stores/toasts.ts';
import { t, tCount } from '../../shared/messages/pre-registration.ts';
import { COUNTER_STEP_MS, PRE_REGISTRATION_POLL_MS } from '../../shared/pre-registration.ts';

const root = document.querySelector<HTMLElement>('[data-pre-registration]');
if (root) {
  const counter = startCounter(root);
  setUpForm(root, counter);
}

type Counter = { setTarget: (count: number) => void };

function startCounter(root: HTMLElement): Counter {
  const number = root.querySelector<HTMLElement>('[data-counter]')!;
  const label = root.querySelector<HTMLElement>('[data-counter-label]')!;
  let shown = 0;
  let target = 0;
  let ticking: number | undefined;

  function render() {
    number.textContent = String(shown);
    label.textContent = tCount('preRegistration.counter', shown);
  }
  function tick() {
    if (shown === target) {
      window.clearInterval(ticking);
      ticking = undefined;
      return;
    }
    shown += shown < target ? 1 : -1;
    render();
  }
  function setTarget(count: number) {
    target = count;
    ticking ??= window.setInterval(tick, COUNTER_STEP_MS);
  }

  // Polled without retry: a failed read waits for the next one. Nothing is asked while the tab is hidden.
  async function poll() {
    if (document.hidden) return;
    try {
      setTarget(await publicApi.preRegistrationCount());
    } catch {
      // keep the last count
    }
  }
  void poll();
  window.setInterval(poll, PRE_REGISTRATION_POLL_MS);
  document.addEventListener('visibilitychange', () => void poll());
  return { setTarget };
}

function setUpForm(root: HTMLElement, counter: Counter) {
  const form = root.querySelector<HTMLFormElement>('form')!;
  const thanks = root.querySelector<HTMLElement>('[data-testid="pre-registration-thanks"]')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const input = {
      email: field('email').value.trim(),
      firstName: field('firstName').value.trim(),
      lastName: field('lastName').value.trim(),
      weddingDate: field('weddingDate').value,
    };
    const missing = (['email', 'firstName'] as const).filter((name) => !input[name]);
    for (const name of ['email', 'firstName'] as const)
      field(name).setAttribute('aria-invalid', String(missing.includes(name)));
    if (missing.length) {
      field(missing[0]!).focus();
      void toastError(t('preRegistration.required'));
      return;
    }
    submit.disabled = true;
    form.querySelector<HTMLElement>('[data-spinner]')!.hidden = false;
    try {
      try {
        const result = await publicApi.preRegister(input);
        counter.setTarget(result.count);
      } catch (error) {
        void toastError(errorMessage(error, t('preRegistration.failed')));
        return;
      }
      thanks.querySelector<HTMLElement>('[data-out="email"]')!.textContent = input.email.toLowerCase();
      form.hidden = true;
      thanks.hidden = false;
      thanks.querySelector<HTMLElement>('h2')!.focus();
      void toast({ title: t('preRegistration.success') });
    } catch {
      void toastError(t('preRegistration.failed'));
    } finally {
      submit.disabled = false;
      form.querySelector<HTMLElement>('[data-spinner]')!.hidden = true;
    }
  });
}

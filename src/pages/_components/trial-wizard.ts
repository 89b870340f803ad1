// Behaviour of the free-trial wizard (TrialWizard.astro). Framework-free so that the page stays light: the API through
// the public pages' typed client (src/lib/public-api.ts); date-fns and the toast viewport load when first needed.
import { publicApi } from '../../lib/public-api.ts';
import { partnerRoleOf } from '../../shared/partners.ts';
import { errorMessage } from '../../shared/errors.ts';
import { showError as toastError, showToast as toast } from '../../stores/toasts.ts';
import { t, tCount } from '../../shared/messages/trial.ts';
import type { TTrialResponse } from '../../shared/schemas/trial.ts';

const root = document.querySelector<HTMLElement>('[data-trial-wizard]');
if (root) setUp(root);

function setUp(root: HTMLElement) {
  const step1 = root.querySelector<HTMLFormElement>('[data-step="1"]')!;
  const step2 = root.querySelector<HTMLFormElement>('[data-step="2"]')!;
  const step3 = root.querySelector<HTMLElement>('[data-step="3"]')!;
  const steps = [step1, step2, step3];
  const indicator = [...root.querySelectorAll<HTMLElement>('[data-steps] .step')];
  const submit = step2.querySelector<HTMLButtonElement>('[data-submit]')!;
  const out = (name: string) => step3.querySelector<HTMLElement>(`[data-out="${name}"]`)!;
  /** Set once the trial exists: the wizard then edits it instead of creating another. */
  let weddingId: string | null = null;

  function show(step: 1 | 2 | 3) {
    steps.forEach((element, index) => (element.hidden = index !== step - 1));
    indicator.forEach((item, index) => item.classList.toggle('step-primary', index < step));
    // Once the trial exists, step 2 edits it.
    submit.querySelector('[data-submit-label]')!.textContent = weddingId
      ? 'Mettre à jour mon assistant'
      : 'Créer mon assistant d’essai';
    steps[step - 1]!.querySelector<HTMLElement>('[data-step-title]')?.focus();
  }

  const field = (form: HTMLFormElement, name: string) =>
    form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  const value = (form: HTMLFormElement, name: string) => field(form, name).value.trim();

  /** Marks the empty required fields; true when all are filled. */
  function checkRequired(form: HTMLFormElement, names: string[]): boolean {
    const missing = names.filter((name) => !value(form, name));
    for (const name of names) field(form, name).setAttribute('aria-invalid', String(missing.includes(name)));
    if (missing.length) field(form, missing[0]!).focus();
    return missing.length === 0;
  }

  // Each partner's role names the label of their first name (TrialWizard.astro writes the three labels).
  for (const partner of step1.querySelectorAll<HTMLElement>('[data-partner]')) {
    const select = partner.querySelector<HTMLSelectElement>('[data-role]')!;
    const label = partner.querySelector<HTMLElement>('[data-name-label]')!;
    const labels = JSON.parse(label.dataset.labels!) as Record<string, string>;
    select.addEventListener('change', () => (label.textContent = labels[select.value] ?? ''));
  }
  const role = (name: string) => partnerRoleOf(value(step1, name));

  step1.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!checkRequired(step1, ['brideName', 'groomName', 'weddingDate'])) {
      void toast({ title: t('trial.required.title'), description: t('trial.step1.required'), variant: 'destructive' });
      return;
    }
    show(2);
  });

  step2.querySelector('[data-back]')!.addEventListener('click', () => show(1));

  step2.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!checkRequired(step2, ['ceremonyVenue', 'ceremonyTime'])) {
      void toast({ title: t('trial.required.title'), description: t('trial.step2.required'), variant: 'destructive' });
      return;
    }
    const input = {
      brideName: value(step1, 'brideName'),
      groomName: value(step1, 'groomName'),
      firstPartnerRole: role('firstPartnerRole'),
      secondPartnerRole: role('secondPartnerRole'),
      weddingDate: value(step1, 'weddingDate'),
      ceremonyVenue: value(step2, 'ceremonyVenue'),
      ceremonyTime: value(step2, 'ceremonyTime'),
      customQuestion: value(step2, 'customQuestion'),
      customAnswer: value(step2, 'customAnswer'),
    };
    setBusy(true);
    const editing = weddingId !== null;
    const fallback = editing ? t('trial.update.failed') : t('trial.create.failed');
    try {
      let response: TTrialResponse;
      try {
        response = editing
          ? await publicApi.updateTrial(weddingId!, input)
          : await publicApi.createTrial({ ...input, userType: 'couple' });
      } catch (error) {
        void toastError(errorMessage(error, fallback));
        return;
      }
      if (!response.success) {
        void toastError(response.error || t('trial.failed'));
        return;
      }
      weddingId = response.weddingId;
      await renderResult(response);
      void toast({ title: editing ? t('trial.updated') : t('trial.created') });
      show(3);
    } catch {
      void toastError(fallback);
    } finally {
      setBusy(false);
    }
  });

  function setBusy(busy: boolean) {
    submit.disabled = busy;
    submit.querySelector<HTMLElement>('[data-spinner]')!.hidden = !busy;
  }

  async function renderResult(response: TTrialResponse) {
    const [{ format }, { parseISO }, { fr }] = await Promise.all([
      import('date-fns/format'),
      import('date-fns/parseISO'),
      import('date-fns/locale/fr'),
    ]);
    const { wedding, questionsRemaining, questionsMax, whatsappLink } = response;
    out('couple').textContent = `${wedding.bride} & ${wedding.groom}`;
    out('date').textContent = format(parseISO(wedding.date), 'PPP', { locale: fr });
    out('remaining').textContent = `${tCount('trial.questionsRemaining', questionsRemaining)} sur ${questionsMax}`;
    (out('link') as HTMLInputElement).value = whatsappLink;
    (out('test') as HTMLAnchorElement).href = whatsappLink;
    out('start').textContent = `start-${response.weddingId}`;
    const examples = ['« À quelle heure est la cérémonie ? »', '« Où a lieu la cérémonie ? »'];
    const custom = wedding.customQuestion ? `« ${wedding.customQuestion} »` : 'la question de votre choix';
    out('questions').textContent =
      `Posez jusqu’à ${questionsMax} questions, comme un invité : ${examples.join(', ')} et ${custom}.`;
  }

  step3.querySelector('[data-copy]')!.addEventListener('click', async () => {
    const link = out('link') as HTMLInputElement;
    try {
      await navigator.clipboard.writeText(link.value);
      void toast({ title: t('trial.linkCopied') });
    } catch {
      link.select();
      void toastError(t('trial.linkCopy.failed'));
    }
  });

  step3.querySelector('[data-edit]')!.addEventListener('click', () => show(1));

  step3.querySelector('[data-full-account]')!.addEventListener('click', () => {
    // What /auth-simulation and /couple-signup read after sign-up (spec 000 section 2).
    try {
      sessionStorage.setItem('selectedPlan', 'couple');
      // The new account takes this trial's wedding and FAQ (/couple-complete-signup claims it).
      if (weddingId) sessionStorage.setItem('trialToClaim', weddingId);
      sessionStorage.setItem('redirectAfterAuth', weddingId ? '/couple-complete-signup' : '/couple-signup');
    } catch {
      // storage refused: sign-up still works, without the plan pre-selected
    }
    window.location.assign('/auth-simulation');
  });
}

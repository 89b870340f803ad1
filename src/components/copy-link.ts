// Copies a link and says so with the spec's toast ('Lien copié !').
import { t } from '../shared/messages/couple-space.ts';
import { showError, showToast } from '../stores/toasts.ts';

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and non-secure contexts: a hidden text area and the legacy copy command.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

export async function copyLink(link: string): Promise<boolean> {
  try {
    await writeClipboard(link);
    showToast({ title: t('link.copied'), description: link });
    return true;
  } catch {
    showError(t('share.copy.failed'));
    return false;
  }
}

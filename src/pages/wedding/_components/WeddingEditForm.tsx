// The wedding form of « Informations » ('Mettre à jour'), in a chunk of its own: it loads when the couple edits.
import WeddingForm, { toFormValues } from '../../../components/WeddingForm.tsx';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TWedding, TWeddingFields } from '../../../shared/schemas/weddings.ts';
import type { MirroredParts } from '../../../shared/mirrored-parts.ts';

type WeddingEditFormProps = {
  wedding: TWedding;
  /** The parts of the day its ceremony and reception fields edit. */
  parts: MirroredParts | null;
  onSubmit: (fields: TWeddingFields) => Promise<void>;
  onCancel: () => void;
};

export default function WeddingEditForm({ wedding, parts, onSubmit, onCancel }: WeddingEditFormProps) {
  return (
    <>
      <WeddingForm
        idPrefix="settings"
        initial={toFormValues(wedding)}
        parts={parts}
        submitLabel={t('wedding.submit.update')}
        onSubmit={onSubmit}
      />
      <button type="button" className="btn btn-ghost self-start" onClick={onCancel}>
        {t('ui.cancel')}
      </button>
    </>
  );
}

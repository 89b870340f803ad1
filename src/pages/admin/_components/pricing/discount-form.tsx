// A discount code's form (create panel and edit dialog) and how a code reads in the lists. The form types euros;
// the code carries cents (amountOffCents) and the server converts what it receives (spec 001: `value`).
import { t, tCount } from '../../../../shared/messages/index.ts';
import type { TDiscountCode, TDiscountType } from '../../../../shared/schemas/admin-pricing.ts';
import { count, euros } from '../format.ts';

export type DiscountForm = {
  code: string;
  type: TDiscountType;
  value: string;
  description: string;
  usageLimit: string;
  expiresAt: string;
  applicablePlans: string[];
};

export const EMPTY_FORM: DiscountForm = {
  code: '',
  type: 'percentage',
  value: '',
  description: '',
  usageLimit: '',
  expiresAt: '',
  applicablePlans: [],
};
const PLAN_TYPES = ['couple', 'wedding_planner'] as const;

export function formFromCode(code: TDiscountCode): DiscountForm {
  return {
    code: code.code,
    type: code.type,
    value: String(code.type === 'percentage' ? code.percentOff : (code.amountOffCents ?? 0) / 100),
    description: code.description ?? '',
    usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
    expiresAt: code.expiresAt ?? '',
    applicablePlans: code.applicablePlans,
  };
}

/** The payload of a form: the code upper-cased, an empty usage limit sent as undefined (spec 001 section 5). */
export function payload(form: DiscountForm) {
  return {
    code: form.code.trim().toUpperCase(),
    type: form.type,
    value: Number(form.value.replace(',', '.')),
    description: form.description.trim() || null,
    usageLimit: form.usageLimit.trim() === '' ? undefined : Number(form.usageLimit),
    expiresAt: form.expiresAt || null,
    applicablePlans: form.applicablePlans as ('couple' | 'wedding_planner')[],
  };
}

export function canSubmit(form: DiscountForm): boolean {
  const value = Number(form.value.replace(',', '.'));
  return form.code.trim() !== '' && Number.isFinite(value) && value !== 0;
}

export function DiscountFields({
  form,
  onChange,
  idPrefix,
}: {
  form: DiscountForm;
  onChange: (form: DiscountForm) => void;
  idPrefix: string;
}) {
  const set = <K extends keyof DiscountForm>(key: K, value: DiscountForm[K]) => onChange({ ...form, [key]: value });
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <div>
        <label className="fieldset-legend" htmlFor={`${idPrefix}-code`}>
          {t('admin.pricing.discount.code')}
        </label>
        <input
          id={`${idPrefix}-code`}
          className="input w-full font-mono uppercase"
          value={form.code}
          onChange={(e) => set('code', e.target.value.toUpperCase())}
          maxLength={32}
          data-testid="discount-code"
        />
      </div>
      <div>
        <label className="fieldset-legend" htmlFor={`${idPrefix}-type`}>
          {t('admin.pricing.discount.type')}
        </label>
        <select
          id={`${idPrefix}-type`}
          className="select w-full"
          value={form.type}
          onChange={(e) => set('type', e.target.value as TDiscountType)}
          data-testid="discount-type"
        >
          <option value="percentage">{t('admin.pricing.discount.type.percentage')}</option>
          <option value="fixed_amount">{t('admin.pricing.discount.type.fixed_amount')}</option>
        </select>
      </div>
      <div>
        <label className="fieldset-legend" htmlFor={`${idPrefix}-value`}>
          {form.type === 'percentage'
            ? t('admin.pricing.discount.valuePercent')
            : t('admin.pricing.discount.valueEuros')}
        </label>
        <input
          id={`${idPrefix}-value`}
          type="number"
          min={0}
          step={form.type === 'percentage' ? 1 : 0.01}
          className="input w-full"
          value={form.value}
          onChange={(e) => set('value', e.target.value)}
          data-testid="discount-value"
        />
      </div>
      <div>
        <label className="fieldset-legend" htmlFor={`${idPrefix}-limit`}>
          {t('admin.pricing.discount.usageLimit')}
        </label>
        <input
          id={`${idPrefix}-limit`}
          type="number"
          min={1}
          step={1}
          className="input w-full"
          value={form.usageLimit}
          placeholder={t('admin.pricing.discount.usageLimitHint')}
          onChange={(e) => set('usageLimit', e.target.value)}
          data-testid="discount-limit"
        />
      </div>
      <div>
        <label className="fieldset-legend" htmlFor={`${idPrefix}-expires`}>
          {t('admin.pricing.discount.expiresAt')}
        </label>
        <input
          id={`${idPrefix}-expires`}
          type="date"
          className="input w-full"
          value={form.expiresAt}
          onChange={(e) => set('expiresAt', e.target.value)}
        />
      </div>
      <div>
        <label className="fieldset-legend" htmlFor={`${idPrefix}-description`}>
          {t('admin.pricing.discount.description')}
        </label>
        <input
          id={`${idPrefix}-description`}
          className="input w-full"
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={300}
        />
      </div>
      <fieldset className="fieldset sm:col-span-2">
        <legend className="fieldset-legend">{t('admin.pricing.discount.applicablePlans')}</legend>
        <div className="flex flex-wrap gap-4">
          {PLAN_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={form.applicablePlans.includes(type)}
                onChange={(e) =>
                  set(
                    'applicablePlans',
                    e.target.checked ? [...form.applicablePlans, type] : form.applicablePlans.filter((p) => p !== type),
                  )
                }
              />
              {t(`admin.users.type.${type}`)}
            </label>
          ))}
          <span className="text-sm text-base-content/75">
            {form.applicablePlans.length === 0 && t('admin.pricing.discount.allPlans')}
          </span>
        </div>
      </fieldset>
    </div>
  );
}

export function describeValue(code: TDiscountCode): string {
  return code.type === 'percentage' ? `-${code.percentOff ?? 0} %` : `-${euros(code.amountOffCents ?? 0)}`;
}

export function usageText(code: TDiscountCode): string {
  return code.usageLimit === null
    ? tCount('admin.pricing.discount.usage', code.usageCount)
    : tCount('admin.pricing.discount.usageOf', code.usageCount, { limit: count(code.usageLimit) });
}

import { useTranslation } from '../i18n/use-translation';
import { conjunctionList } from '../i18n/intl-formatters';
import type { Language } from '../i18n/languages';
import { CONSENT_CATEGORIES, type ConsentCategory } from './categories';
import {
  CATEGORY_INPUT_NAME,
  categoryDescriptionId,
  categoryInputId,
  CONSENT_PREFERENCES_ID,
  CONSENT_PREFERENCES_TITLE_ID,
  consentAction,
} from './consent-dom';
import { EMBED_PROVIDERS } from './registry';

const ACTION_BUTTON = 'inline-flex min-w-36 items-center justify-center rounded-full px-5 py-2 text-sm font-semibold';

function CategoryChoice({ category, providers }: { category: ConsentCategory; providers: string }) {
  const { t } = useTranslation();
  const alwaysOn = category === 'technical';
  const inputId = categoryInputId(category);
  return (
    <li className="flex gap-3 py-4">
      <input
        id={inputId}
        type="checkbox"
        name={CATEGORY_INPUT_NAME}
        value={category}
        defaultChecked={alwaysOn}
        disabled={alwaysOn}
        aria-describedby={categoryDescriptionId(category)}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      <div>
        <label htmlFor={inputId} className="font-semibold text-slate-900">
          {t(`consent.preferences.categories.${category}.name`)}
          {alwaysOn && (
            <span className="ml-2 text-sm font-normal text-slate-600">({t('consent.preferences.alwaysOn')})</span>
          )}
        </label>
        <p id={categoryDescriptionId(category)} className="mt-1 text-sm text-slate-600">
          {t(`consent.preferences.categories.${category}.description`, { providers })}
        </p>
      </div>
    </li>
  );
}

/** A modal dialog (the page behind inert, Escape closes), one checkbox per category; the starter's controls run it. */
export function ConsentPreferences() {
  const { t, i18n } = useTranslation();
  const providersOf = (category: ConsentCategory) =>
    conjunctionList(i18n.language as Language).format(
      EMBED_PROVIDERS.filter((provider) => provider.category === category).map((provider) => provider.name),
    );
  return (
    <dialog
      id={CONSENT_PREFERENCES_ID}
      aria-labelledby={CONSENT_PREFERENCES_TITLE_ID}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-6 text-slate-700 shadow-2xl backdrop:bg-slate-900/50"
    >
      <h2 id={CONSENT_PREFERENCES_TITLE_ID} className="text-xl font-bold text-slate-900">
        {t('consent.preferences.title')}
      </h2>
      <p className="mt-2 text-sm">{t('consent.preferences.intro')}</p>
      <ul className="mt-2 divide-y divide-slate-200">
        {CONSENT_CATEGORIES.map((category) => (
          <CategoryChoice key={category} category={category} providers={providersOf(category)} />
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          {...consentAction('cancel')}
          className={`${ACTION_BUTTON} border border-slate-300 text-slate-800 hover:border-brand-600`}
        >
          {t('consent.preferences.cancel')}
        </button>
        <button
          type="button"
          {...consentAction('save')}
          className={`${ACTION_BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
        >
          {t('consent.preferences.save')}
        </button>
      </div>
    </dialog>
  );
}

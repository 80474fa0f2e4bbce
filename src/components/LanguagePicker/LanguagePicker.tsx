import { useId, useMemo, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { LanguageTag } from '@/api/contract/languages'
import { cn } from '@/lib/cn'

export interface LanguageOption {
  tag: LanguageTag
  /** The language's own name ("日本語"), never translated. */
  name: string
}

/** The two Chinese interfaces differ by script, which is what their own names say. */
const displayCode: Partial<Record<LanguageTag, string>> = { 'zh-CN': 'zh-Hans', 'zh-HK': 'zh-Hant' }

export interface LanguagePickerProps extends Omit<
  ComponentProps<'fieldset'>,
  'children' | 'onChange'
> {
  /** The interface languages (spec §1), in display order. */
  options: readonly LanguageOption[]
  /** The language in use. */
  value: LanguageTag
  onChoose: (tag: LanguageTag) => void
}

/**
 * The interface-language list: each language under its own name (marked with its `lang`, so a
 * screen reader pronounces it right) and, below, its name in the language in use; the current
 * one checked. Native radios, as in the fiat picker.
 */
export function LanguagePicker({
  options,
  value,
  onChoose,
  className,
  ...props
}: LanguagePickerProps) {
  const { t, i18n } = useTranslation('settings')
  const group = useId()
  const locale = i18n.language
  const names = useMemo(() => new Intl.DisplayNames(locale, { type: 'language' }), [locale])
  return (
    <fieldset
      data-slot="language-picker"
      className={cn('m-0 min-w-0 border-0 p-0', className)}
      {...props}
    >
      <legend className="sr-only">{t('hub.language.title')}</legend>
      <p className="text-muted px-4 pb-2 text-xs">{t('hub.language.note')}</p>
      <div className="flex flex-col">
        {options.map((o) => {
          const checked = o.tag === value
          const translated = names.of(displayCode[o.tag] ?? o.tag) ?? o.tag
          return (
            <label
              key={o.tag}
              data-state={checked ? 'checked' : 'unchecked'}
              className="active:bg-raised has-[:focus-visible]:outline-primary-ink flex min-h-14 cursor-pointer items-center gap-3 px-4 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2"
            >
              <input
                type="radio"
                name={group}
                value={o.tag}
                checked={checked}
                onChange={() => onChoose(o.tag)}
                className="sr-only"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span lang={o.tag} className="text-ink truncate text-base">
                  {o.name}
                </span>
                {translated.toLocaleLowerCase(locale) !== o.name.toLocaleLowerCase(locale) && (
                  <span aria-hidden="true" className="text-muted truncate text-xs">
                    {translated}
                  </span>
                )}
              </span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className={cn('text-primary-ink size-5 shrink-0', !checked && 'invisible')}
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              >
                <path d="m5 12 5 5 9-10" />
              </svg>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../i18n';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ICON_ALIASES, ICON_NAMES, Icon, isKnownIcon } from '../ui/Icon';
import './content-editing.css';
import '../i18n/areas/manager-content';

/** Columns of the picker's grid (the CSS draws the same number), for ArrowUp and ArrowDown. */
const COLUMNS = 6;

/** The icons whose name, or a name old content uses for them, contains `query`. */
export function iconsMatching(query: string): string[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...ICON_NAMES];
  return ICON_NAMES.filter((name) => name.includes(q) || Object.entries(ICON_ALIASES).some(([alias, target]) => target === name && alias.includes(q)));
}

/**
 * An icon of the app's set (src/ui/Icon.tsx), chosen in a dialog: the chosen icon and its name,
 * Choose/Change, and No icon. A stored name the app cannot draw (older data) says so and can be
 * replaced. `fallback`: the title whose initial stands in when there is no icon.
 */
export function IconField({
  label = t('managerContent.iconName'),
  value,
  fallback,
  onChange,
}: {
  label?: string;
  value: string;
  fallback?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const known = value === '' || isKnownIcon(value);
  return (
    <fieldset className="field icon-field" data-testid="icon-field" data-icon={value}>
      <legend id={`${id}-label`} className="field-label">
        {label}
      </legend>
      <div className="icon-field-row">
        <span className="icon-field-current">
          {value ? <Icon name={value} fallback={fallback ?? value} size={32} /> : null}
          <span className={value ? 'icon-field-name' : 'muted'}>{value || t('managerContent.icon.none')}</span>
        </span>
        <Button variant="secondary" aria-describedby={`${id}-label`} onClick={() => setOpen(true)}>
          {value ? t('managerContent.icon.change') : t('managerContent.icon.choose')}
        </Button>
        {value ? (
          <Button variant="text" onClick={() => onChange('')}>
            {t('managerContent.icon.clear')}
          </Button>
        ) : null}
      </div>
      {known ? null : (
        <p className="notice notice-error icon-field-unknown" data-testid="icon-field-unknown">
          {t('managerContent.icon.unknown', { name: value })}
        </p>
      )}
      {open ? (
        <IconPickerDialog
          value={value}
          onPick={(name) => {
            onChange(name);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </fieldset>
  );
}

/**
 * The picker: a search box over a grid of every icon. The focus stays in the search box (a
 * combobox whose active option is the grid's highlighted icon): arrow keys move through the grid,
 * Home/End jump, Enter chooses, Escape closes; a click chooses too.
 */
export function IconPickerDialog({ value, onPick, onClose }: { value: string; onPick: (name: string) => void; onClose: () => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => iconsMatching(query), [query]);
  const [active, setActive] = useState(() => Math.max(0, ICON_NAMES.indexOf(value.toLowerCase())));
  const listRef = useRef<HTMLDivElement>(null);
  const current = Math.min(active, matches.length - 1);
  const optionId = (name: string) => `${id}-icon-${name}`;

  const show = (index: number) => {
    setActive(index);
    const name = matches[index];
    if (name) listRef.current?.querySelector(`[id="${optionId(name)}"]`)?.scrollIntoView({ block: 'nearest' });
  };
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    if (e.key === 'Enter') {
      e.preventDefault(); // never submits the content form behind the dialog
      const name = matches[current];
      if (name) onPick(name);
      return;
    }
    const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };
    let next: number | undefined;
    if (e.key in step) next = Math.min(last, Math.max(0, current + (step[e.key] ?? 0)));
    else if (e.key === 'Home' && e.ctrlKey) next = 0;
    else if (e.key === 'End' && e.ctrlKey) next = last;
    if (next === undefined || last < 0) return;
    e.preventDefault();
    show(next);
  };

  return (
    <Dialog
      title={t('managerContent.icon.dialogTitle')}
      onClose={onClose}
      actions={
        <Button variant="text" onClick={onClose}>
          {t('managerContent.icon.cancel')}
        </Button>
      }
    >
      <div className="icon-picker" data-testid="icon-picker">
        <label htmlFor={`${id}-search`} className="field-label">
          {t('managerContent.icon.search')}
        </label>
        <input
          id={`${id}-search`}
          className="icon-picker-search"
          type="search"
          role="combobox"
          aria-expanded="true"
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={matches[current] ? optionId(matches[current]) : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={keys}
        />
        <p id={`${id}-hint`} className="muted content-hint">
          {t('managerContent.icon.searchHint')}
        </p>
        {matches.length === 0 ? (
          <p className="muted" role="status">
            {t('managerContent.icon.noMatch', { query: query.trim() })}
          </p>
        ) : null}
        <div ref={listRef} id={`${id}-list`} className="icon-picker-grid" role="listbox" aria-label={t('managerContent.icon.list')}>
          {matches.map((name, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the search box (aria-activedescendant); a click is the pointer's way.
            <div
              key={name}
              id={optionId(name)}
              role="option"
              aria-selected={i === current}
              data-current={name === value.toLowerCase() || undefined}
              className="icon-picker-option"
              tabIndex={-1}
              onClick={() => onPick(name)}
            >
              <Icon name={name} size={28} />
              <span className="icon-picker-name">{name}</span>
            </div>
          ))}
        </div>
      </div>
    </Dialog>
  );
}

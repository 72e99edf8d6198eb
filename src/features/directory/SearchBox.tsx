import { TextField } from '../../ui/TextField';

/** The directory screens' search box (case-insensitive contains, spec 3 section 5). */
export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      className="directory-search"
      label={label}
      type="search"
      placeholder={label}
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

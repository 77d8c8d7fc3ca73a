// A label's colour, chosen from the palette: a group of radio buttons (arrow keys move between swatches), each
// named for assistive technology.
import { useId } from 'react';
import { LABEL_PALETTE } from '@/rules/label';
import styles from './Labels.module.css';

export function ColorPalette({ value, onChange, legend = 'Colour', error }: { value: string; onChange: (color: string) => void; legend?: string; error?: string | null }) {
  const name = useId();
  return (
    <fieldset className={styles.palette}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.swatches}>
        {LABEL_PALETTE.map((option) => (
          <label key={option.color} className={styles.swatchOption} title={option.name}>
            <input
              type="radio"
              name={name}
              value={option.color}
              checked={value === option.color}
              aria-label={option.name}
              className={styles.swatchInput}
              onChange={() => onChange(option.color)}
            />
            <span className={styles.swatch} style={{ background: option.color }} aria-hidden="true" />
          </label>
        ))}
      </div>
      {error ? <p className={styles.error}>{error}</p> : null}
    </fieldset>
  );
}

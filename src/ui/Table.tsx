// A data table that becomes a list on phones: one card per row, its cells stacked, the first one bold.
import type { TableHTMLAttributes } from 'react';
import styles from './Table.module.css';

export function Table({ className, ...props }: TableHTMLAttributes<HTMLTableElement>) {
  return <table className={[styles.table, className].filter(Boolean).join(' ')} {...props} />;
}

// Buttons: one look for every action. <Button> for actions, buttonClass() for links that look like buttons,
// <IconButton> for a compact action whose name is given to assistive technology in words, <ButtonRow> to set a
// page's actions side by side.
import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The class names of a button of this variant and size: for a router <Link> styled as a button. */
export function buttonClass(variant: ButtonVariant = 'secondary', size: ButtonSize = 'md', extra?: string): string {
  return [styles.button, variant === 'secondary' ? null : styles[variant], size === 'md' ? null : styles[size], extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'secondary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** What the button does, in words: its accessible name and its tooltip. */
  label: string;
  icon: ReactNode;
}

export function IconButton({ label, icon, variant = 'quiet', size = 'md', className, ...props }: IconButtonProps) {
  return (
    <Button variant={variant} size={size} className={[styles.icon, className].filter(Boolean).join(' ')} aria-label={label} title={label} {...props}>
      <span aria-hidden="true" className={styles.glyph}>
        {icon}
      </span>
    </Button>
  );
}

/** A page's actions side by side (a button and the link beside it), wrapping on narrow screens. */
export function ButtonRow({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={[styles.row, className].filter(Boolean).join(' ')} {...props} />;
}

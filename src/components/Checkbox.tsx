import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import * as css from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  children: React.ReactNode;
}

export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={css.checkbox}>
      {({ isSelected }) => (
        <>
          <span className={css.box} aria-hidden>
            {isSelected ? (
              <svg viewBox="0 0 18 18" width="12" height="12">
                <polyline
                  points="2 9 7 14 16 4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                />
              </svg>
            ) : null}
          </span>
          <span>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}

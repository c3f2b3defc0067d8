import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import * as css from './ProgressBar.css.ts';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'children'> {
  label?: string;
  showValue?: boolean;
}

export function ProgressBar({ label, showValue = true, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={css.root}>
      {({ percentage, valueText }) => (
        <>
          {label || showValue ? (
            <div className={css.labels}>
              {label ? <Label>{label}</Label> : <span />}
              {showValue ? <span>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={css.track}>
            {/* Moved, not resized: a transform animates on the compositor, a width would lay the
                page out again on every frame of the transition. */}
            <div
              className={css.fill}
              style={{ transform: `translateX(${(percentage ?? 0) - 100}%)` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}

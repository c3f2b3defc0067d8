import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as css from './Switch.css.ts';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'children'> {
  children: React.ReactNode;
}

export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={css.root}>
      <span className={css.track} aria-hidden>
        <span className={css.knob} />
      </span>
      {children}
    </AriaSwitch>
  );
}

import { useState } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Input,
  Label,
  TextField as AriaTextField,
  Text,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useT } from '../i18n/index.ts';
import * as css from './Field.css.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string;
  /** The validation message to show; a non-empty string marks the field invalid. */
  errorMessage?: string | null;
  description?: string;
  placeholder?: string;
  /** Password fields get a Show/Hide toggle. */
  revealable?: boolean;
}

export function TextField({
  label,
  errorMessage,
  description,
  placeholder,
  revealable,
  type,
  ...props
}: TextFieldProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const inputType = revealable ? (shown ? 'text' : 'password') : type;
  return (
    <AriaTextField
      {...props}
      type={inputType}
      isInvalid={Boolean(errorMessage)}
      className={css.field}
    >
      <Label className={css.label}>{label}</Label>
      <div className={css.inputWrap}>
        <Input
          className={revealable ? `${css.input} ${css.withToggle}` : css.input}
          placeholder={placeholder}
        />
        {revealable ? (
          <AriaButton
            className={css.toggle}
            onPress={() => setShown((s) => !s)}
            aria-label={shown ? t('Hide {label}', { label }) : t('Show {label}', { label })}
            isDisabled={props.isDisabled}
          >
            {shown ? t('Hide') : t('Show')}
          </AriaButton>
        ) : null}
      </div>
      {description ? (
        <Text slot="description" className={css.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={css.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}

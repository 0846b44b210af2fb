import {
  Alert,
  Button,
  Grid,
  Textarea,
  TextInput,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CSSProperties, FormEvent, ReactNode } from 'react';
import classes from './public-form.module.css';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { FieldError } from './field-errors.ts';

// The pieces the public booking and contact forms share: the grid with its failure alert and
// submit button, and the columns and contact fields they both lay out alike.

/** A field's error in the current language: rendered, not stored, so a language switch re-words it. */
export function FieldMessage({ error }: { error: FieldError }) {
  const { t } = useTranslation();
  return <>{t(error.key, error.values)}</>;
}

/** A column a full row wide on phones, half a row from the `custom` breakpoint. */
export function HalfCol({ children }: { children: ReactNode }) {
  return <Grid.Col span={{ base: 12, custom: 6 }}>{children}</Grid.Col>;
}

export function FullCol({ children }: { children: ReactNode }) {
  return <Grid.Col span={12}>{children}</Grid.Col>;
}

/** Required fields are marked for assistive technology only: the browser's own checks and their
 *  bubbles would speak instead of the form's messages (the form is `noValidate`). */
export const REQUIRED = { withAsterisk: true, 'aria-required': true } as const;

const KINDS = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  tel: { type: 'tel', autoComplete: 'tel' },
} as const;

/** A name, e-mail or phone input with the browser's autofill hints. */
export function ContactField({ kind, ...props }: TextInputProps & { kind: keyof typeof KINDS }) {
  return <TextInput {...KINDS[kind]} {...props} />;
}

/**
 * A text area that grows with what is typed, from `minRows` to `maxRows` lines, by CSS
 * (`field-sizing: content`): Mantine's `autosize` measures the DOM in a layout effect and renders
 * again, which on a phone's load forced a layout per measure inside hydration's commit. A browser
 * without field-sizing shows `minRows` lines and a resize handle.
 */
export function GrowingTextarea({
  minRows,
  maxRows,
  ...props
}: Omit<TextareaProps, 'autosize' | 'rows'> & { minRows: number; maxRows: number }) {
  return (
    <Textarea
      rows={minRows}
      resize="vertical"
      classNames={{ input: classes.growing }}
      style={{ '--min-rows': minRows, '--max-rows': maxRows } as CSSProperties}
      {...props}
    />
  );
}

/**
 * A field only bots see and fill: off-screen, hidden from assistive technology, out of the tab
 * order and of autofill. The gateway answers a submission that fills it like a success and drops it.
 */
function Honeypot() {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** A public form: its fields in a grid, then the failure alert (when sending failed) and the submit button. */
export function PublicFormShell({
  label,
  onSubmit,
  onFirstUse,
  failed,
  failedText,
  tooMany,
  submitLabel,
  loading,
  fullWidthSubmit,
  children,
}: {
  label: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** A field got focus: what sending will need can start loading (usePublicForm's `warm`). */
  onFirstUse?: () => void;
  failed: boolean;
  failedText: string;
  /** Refused as one too many: says how long to wait instead of the generic failure. */
  tooMany?: FieldError;
  submitLabel: string;
  loading: boolean;
  fullWidthSubmit?: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} onFocus={onFirstUse} noValidate aria-label={label}>
      <Grid gap="md">
        {children}
        <Honeypot />
        {failed && (
          <FullCol>
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {tooMany ? <FieldMessage error={tooMany} /> : failedText}
            </Alert>
          </FullCol>
        )}
        <FullCol>
          <Button type="submit" size="md" radius="xl" loading={loading} fullWidth={fullWidthSubmit}>
            {submitLabel}
          </Button>
        </FullCol>
      </Grid>
    </form>
  );
}

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Input } from '@/components/ui/input';
import { FieldError, fieldControlProps, FormField } from './form-field';

/** A one-field form as the features write them: react-hook-form, checked on submit, first error focused. */
function NameForm({ hint, optional }: { hint?: string; optional?: boolean }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({ defaultValues: { name: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(() => {})}>
      <FormField
        id="name"
        label="Listing name"
        hint={hint}
        optional={optional}
        error={errors.name?.message}
        labelAside={<button type="button">Help</button>}
      >
        {(a11y) => <Input {...a11y} {...register('name', { required: 'Enter a listing name.' })} />}
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormField', () => {
  it('names the control by its label, not by what sits beside the label', () => {
    render(<NameForm />);
    const input = screen.getByRole('textbox', { name: 'Listing name' });
    expect(input).toHaveAttribute('id', 'name');
    expect(screen.getByText('Listing name')).toHaveAttribute('id', 'name-label');
    expect(screen.getByRole('button', { name: 'Help' })).toBeVisible();
  });

  it('marks an optional field in its label', () => {
    render(<NameForm optional />);
    expect(screen.getByRole('textbox', { name: 'Listing name (optional)' })).toBeVisible();
  });

  it('is valid and undescribed before anything goes wrong', () => {
    render(<NameForm />);
    const input = screen.getByRole('textbox', { name: 'Listing name' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('links the hint to the control', () => {
    render(<NameForm hint="Up to 100 characters." />);
    const input = screen.getByRole('textbox', { name: 'Listing name' });
    expect(input).toHaveAttribute('aria-describedby', 'name-hint');
    expect(input).toHaveAccessibleDescription('Up to 100 characters.');
  });

  it('shows the error under the field and announces it on the focused, invalid control', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const input = screen.getByRole('textbox', { name: 'Listing name' });
    expect(await screen.findByText('Enter a listing name.')).toHaveAttribute('id', 'name-error');
    expect(input).toHaveFocus();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter a listing name.');

    // Typing a value and submitting again clears it.
    await user.type(input, 'Rattan chair');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Enter a listing name.')).toBeNull();
    expect(input).toBeValid();
    expect(input).not.toHaveAccessibleDescription();
  });

  it('describes the control by the error first, then the hint', async () => {
    const user = userEvent.setup();
    render(<NameForm hint="Up to 100 characters." />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const input = screen.getByRole('textbox', { name: 'Listing name' });
    expect(input).toHaveAttribute('aria-describedby', 'name-error name-hint');
    expect(input).toHaveAccessibleDescription('Enter a listing name. Up to 100 characters.');
  });

  it('merges extra hint classes over the default hint look', () => {
    render(
      <FormField
        id="text"
        label="Description"
        hint="5,001 / 5,000 characters"
        hintClassName="text-destructive"
      >
        {(a11y) => <textarea {...a11y} />}
      </FormField>,
    );
    const hint = screen.getByText('5,001 / 5,000 characters');
    expect(hint).toHaveClass('text-xs', 'text-destructive');
    expect(hint).not.toHaveClass('text-muted-foreground');
  });
});

describe('fieldControlProps and FieldError', () => {
  it('tie a hand-laid-out control to its message', () => {
    render(
      <>
        <input
          type="checkbox"
          aria-label="I agree"
          {...fieldControlProps('terms', { error: 'Agree first.' })}
        />
        <FieldError id="terms">Agree first.</FieldError>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Agree first.');
  });

  it('render nothing and point nowhere without an error', () => {
    const { container } = render(<FieldError id="terms">{undefined}</FieldError>);
    expect(container).toBeEmptyDOMElement();
    expect(fieldControlProps('terms')).toEqual({
      id: 'terms',
      'aria-invalid': false,
      'aria-describedby': undefined,
    });
  });
});

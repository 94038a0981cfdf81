import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('is a button that does not submit a form unless asked', async () => {
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    const onClick = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Refresh</Button>
        <Button type="submit" variant="secondary">
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick} variant="danger">
        Cancel Plus
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Plus' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ButtonLink stays a link to its route', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/racing/racecards" variant="secondary" size="sm">
          Racecards
        </ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Racecards' })).toHaveAttribute('href', '/racing/racecards');
  });
});

import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

const options = [
  { value: 'all', label: 'All going' },
  { value: 'soft', label: 'Soft' },
  { value: 'good', label: 'Good' },
];

describe('Select', () => {
  it('is labelled and reports the chosen value', async () => {
    const onChange = jest.fn();
    render(<Select label="Going" value="all" onChange={onChange} options={options} />);
    const select = screen.getByRole('combobox', { name: 'Going' });
    await userEvent.selectOptions(select, 'soft');
    expect(onChange).toHaveBeenCalledWith('soft');
  });

  it('keeps a hidden label for screen readers, and two selects get different ids', () => {
    render(
      <>
        <Select label="Going" hideLabel value="good" onChange={() => {}} options={options} />
        <Select label="Trip" value="all" onChange={() => {}} options={options} />
      </>,
    );
    const going = screen.getByRole('combobox', { name: 'Going' });
    expect(going).toHaveValue('good');
    expect(going.id).not.toBe(screen.getByRole('combobox', { name: 'Trip' }).id);
  });
});

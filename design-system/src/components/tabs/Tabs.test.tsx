import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'card', label: 'Race card', content: <p>Runners and riders</p> },
  { id: 'forecast', label: 'Betting forecast', content: <p>5/2 Constitution Hill</p> },
  { id: 'verdict', label: 'Verdict', content: <p>The verdict</p> },
];

describe('Tabs', () => {
  it('has the tab roles, one selected, its panel labelled by it', () => {
    render(<Tabs label="Race sections" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Race sections' })).toBeInTheDocument();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('Race card');
    const panel = screen.getByRole('tabpanel', { name: 'Race card' });
    expect(selected).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Runners and riders');
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
  });

  it('arrows move and select, wrapping; Home and End jump', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Race sections" tabs={tabs} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Race card' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Betting forecast' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('5/2 Constitution Hill');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Verdict', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Race card', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Verdict', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Race card', selected: true })).toHaveFocus();
  });

  it('can be controlled', async () => {
    const onChange = jest.fn();
    function Controlled() {
      const [id, setId] = useState('verdict');
      return (
        <Tabs
          label="Race sections"
          tabs={tabs}
          selectedId={id}
          onChange={(next) => {
            onChange(next);
            setId(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Verdict');
    await userEvent.click(screen.getByRole('tab', { name: 'Betting forecast' }));
    expect(onChange).toHaveBeenCalledWith('forecast');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Betting forecast');
  });
});

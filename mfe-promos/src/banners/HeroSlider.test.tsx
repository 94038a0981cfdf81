import '../test/text-encoder';
import { fireEvent, screen } from '@testing-library/react';
import { signedOutState } from '@sl/contracts';
import { memberFrom } from '../member/useMember';
import { promo, renderRemote } from '../test/render';
import HeroSlider from './HeroSlider';

const promos = ['cheltenham', 'ascot', 'grand-national'].map((name) => promo(name));

describe('the hero slider', () => {
  it('goes where the second dot pressed says, even while the first slide is still moving', () => {
    renderRemote(<HeroSlider promos={promos} member={memberFrom(signedOutState)} mobile />);
    const dot = (n: number) => screen.getByRole('button', { name: `Show promotion ${n} of 3` });
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    // Both presses land inside one 500 ms slide: slick's default drops the second.
    fireEvent.click(dot(2));
    fireEvent.click(dot(3));
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('group', { name: 'Promotion 3 of 3' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: 'Promotion 1 of 3', hidden: true })).toHaveAttribute('inert');
  });
});

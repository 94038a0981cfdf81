import { NextMatchButton as Button, type NextMatchButtonProps } from '../next-match/NextMatchButton';

/** The next-match button; renders nothing without both a team id and a competition id. */
export default function NextMatchButton(props: NextMatchButtonProps) {
  return (
    <div data-remote="football" data-build={__SL_BUILD_LABEL__}>
      <Button {...props} />
    </div>
  );
}

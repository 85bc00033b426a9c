import {
  Box,
  type ButtonCssVariables,
  type ButtonProps,
  type ButtonStylesNames,
  type ButtonVariant,
  createVarsResolver,
  getFontSize,
  getRadius,
  getSize,
  type PolymorphicFactory,
  polymorphicFactory,
  UnstyledButton,
  useProps,
  useStyles,
} from '@mantine/core';

/**
 * Mantine's `Button` without its loading state, for the buttons of every page's frame (language, sign-in,
 * retry, the notice dialogs): the same markup, classes, theme overrides and CSS variables (a test renders
 * both), without the loader's `Transition` and `Loader`, which took some 5 kB of gzipped JavaScript from
 * the first view of every page and are never shown there.
 */
export type FrameButtonProps = Omit<ButtonProps, 'loading' | 'loaderProps' | 'leftSection' | 'rightSection'>;

type FrameButtonFactory = PolymorphicFactory<{
  props: FrameButtonProps;
  defaultRef: HTMLButtonElement;
  defaultComponent: 'button';
  stylesNames: ButtonStylesNames;
  vars: ButtonCssVariables;
  variant: ButtonVariant;
}>;

// Mantine's Button.module.css class names (pinned by the test against `Button.classes`).
const classes = { root: 'm_77c9d27d', inner: 'm_80f1301b', label: 'm_811560b9' };

const varsResolver = createVarsResolver<FrameButtonFactory>(
  (theme, { radius, color, gradient, variant, size, justify, autoContrast }) => {
    const colors = theme.variantColorResolver({
      color: color || theme.primaryColor,
      theme,
      gradient,
      variant: variant || 'filled',
      autoContrast,
    });
    const styled = Boolean(color || variant);
    return {
      root: {
        '--button-justify': justify,
        '--button-height': getSize(size, 'button-height'),
        '--button-padding-x': getSize(size, 'button-padding-x'),
        '--button-fz': size?.includes('compact')
          ? getFontSize(size.replace('compact-', ''))
          : getFontSize(size),
        '--button-radius': radius === undefined ? undefined : getRadius(radius),
        '--button-bg': styled ? colors.background : undefined,
        '--button-hover': styled ? colors.hover : undefined,
        '--button-color': colors.color,
        '--button-bd': styled ? colors.border : undefined,
        '--button-hover-color': styled ? colors.hoverColor : undefined,
      },
    };
  },
);

/** A Mantine `Button` (same props but loading and sections) that costs the first view no loader code. */
export const FrameButton = polymorphicFactory<FrameButtonFactory>((_props) => {
  const props = useProps('Button', null, _props);
  const {
    style,
    vars,
    className,
    color,
    disabled,
    children,
    fullWidth,
    variant,
    radius,
    gradient,
    classNames,
    styles,
    unstyled,
    'data-disabled': dataDisabled,
    autoContrast,
    mod,
    attributes,
    ...others
  } = props;
  const getStyles = useStyles<FrameButtonFactory>({
    name: 'Button',
    props,
    classes,
    className,
    style,
    classNames,
    styles,
    unstyled,
    attributes,
    vars,
    varsResolver,
  });
  return (
    <UnstyledButton
      {...getStyles('root', { active: !disabled && !dataDisabled })}
      unstyled={unstyled}
      variant={variant}
      disabled={disabled}
      mod={[{ disabled: disabled || dataDisabled, block: fullWidth }, mod]}
      {...others}
    >
      <span {...getStyles('inner')}>
        <Box component="span" {...getStyles('label')}>
          {children}
        </Box>
      </span>
    </UnstyledButton>
  );
});
FrameButton.displayName = 'FrameButton';

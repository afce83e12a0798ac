/**
 * Layout and form primitives for the app (`@memorial/ui/layout`), so that `apps/web` composes its
 * pages and account screens from this package and never depends on Chakra UI or Emotion itself.
 * These are Chakra UI v3's own components, styled by the memorial system of `./provider`.
 */
export {
  AbsoluteCenter,
  Alert,
  AspectRatio,
  Badge,
  Box,
  Button,
  ButtonGroup,
  Card,
  Center,
  Checkbox,
  Circle,
  ClientOnly,
  CloseButton,
  Container,
  Em,
  Field,
  Fieldset,
  Flex,
  Grid,
  GridItem,
  Group,
  Heading,
  HStack,
  Icon,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  LinkBox,
  LinkOverlay,
  List,
  NativeSelect,
  Portal,
  RadioGroup,
  Separator,
  Show,
  SimpleGrid,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  SkipNavContent,
  SkipNavLink,
  Spacer,
  Span,
  Spinner,
  Stack,
  Strong,
  Text,
  Textarea,
  VisuallyHidden,
  VStack,
  Wrap,
  WrapItem,
  chakra,
  useBreakpointValue,
} from "@chakra-ui/react";

/** Elements whose styles never change, resolved once (../theme/fixed-style.tsx). */
export {
  blockTitleStyle,
  boxStyle,
  buttonStyle,
  fixedElement,
  fixedStyle,
  flexStyle,
  headingStyle,
  stackStyle,
  textStyle,
  type FixedStyle,
} from "../theme/fixed-style.js";
export { fixedButton, iconButtonStyle, type FixedButtonProps } from "../theme/fixed-button.js";
export { FixedField, fixedInput } from "../theme/fixed-field.js";
export { LinkButton, type LinkButtonProps } from "./link-button.js";

/**
 * Marks a form's place in a server-rendered page that holds no fields yet: its island renders
 * the fields (the register's forms, 'Op de hoogte blijven').
 */
export const FORM_LATER_ATTRIBUTE = "data-form-later";

export type {
  AlertRootProps,
  BoxProps,
  ButtonProps,
  CardRootProps,
  CenterProps,
  ContainerProps,
  FieldRootProps,
  FlexProps,
  GridProps,
  HeadingProps,
  HTMLChakraProps,
  IconButtonProps,
  ImageProps,
  InputProps,
  LinkProps,
  SeparatorProps,
  SkeletonProps,
  SpinnerProps,
  StackProps,
  SystemStyleObject,
  TextProps,
  TextareaProps,
} from "@chakra-ui/react";

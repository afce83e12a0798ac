/**
 * Layout primitives of the app, in one module. They come from Chakra through this file until
 * `@memorial/ui/layout` exists; switching is a change of the line below.
 */
export {
  Alert,
  Box,
  Button,
  Center,
  Container,
  Field,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  Link,
  List,
  Separator,
  SimpleGrid,
  Skeleton,
  SkeletonCircle,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
  VStack,
} from "@chakra-ui/react";

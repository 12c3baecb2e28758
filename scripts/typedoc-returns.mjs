// A TypeDoc plugin (packages/core/typedoc.json loads it): warns about every function and method of the public
// API that returns a value without a `@returns` tag, as TypeDoc itself warns about parameters without `@param`
// (`requiredToBeDocumented: Parameter`). `@throws` cannot be inferred from types and is left to review.
import { Application, ReflectionKind } from 'typedoc';

/** Return types that carry no value to describe. */
const NO_VALUE = new Set(['void', 'undefined', 'never']);

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.on(Application.EVENT_VALIDATE_PROJECT, (project) => {
    for (const signature of project.getReflectionsByKind(ReflectionKind.CallSignature)) {
      const owner = signature.parent;
      if (!owner?.kindOf(ReflectionKind.Function | ReflectionKind.Method) || owner.flags.isExternal) continue;
      if (signature.inheritedFrom || owner.inheritedFrom) continue;
      const type = signature.type;
      if (!type || (type.type === 'intrinsic' && NO_VALUE.has(type.name))) continue;
      if (signature.comment?.getTag('@returns')) continue;
      app.logger.warn(`${owner.getFriendlyFullName()} returns ${type.toString()} but has no @returns`);
    }
  });
}

/** A secret's name (and a trigger's `secret_env`): UPPER_SNAKE_CASE, a letter first, at most 128 characters. No zod here, so pages can use it. */
export const SECRET_NAME_PATTERN = /^[A-Z][A-Z0-9_]{0,127}$/;

/** Category names are stored in lower case ("křesťanská praxe"); menus and headings show them capitalised. */
export const categoryLabel = (name: string) => name.charAt(0).toLocaleUpperCase('cs') + name.slice(1);
